/** The phone's check of a pass and a code, against what the server signs and sends. */
import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { AgentVisit } from '../../../contract/visits.ts';
import { checkInCode, checkInKeys, checkInPass, checkInProofs, checkInWindow } from '../../../api/visits/checkInPass.ts';
import { checkCode, checkPass } from './checkInProof.ts';

const keys = checkInKeys(randomBytes(32));
const startsAt = new Date('2026-12-01T05:30:00.000Z');
const endsAt = new Date('2026-12-01T06:15:00.000Z');
const during = new Date('2026-12-01T05:40:00.000Z');

/** A visit as the server sends it to the advisor's phone, and the buyer's pass and code for it. */
function visitOf(id: string = randomUUID(), at = startsAt) {
  const window = checkInWindow({ visitId: id, startsAt: at, endsAt: new Date(at.getTime() + 45 * 60_000) });
  const visit = {
    _id: id,
    checkIn: checkInProofs(keys, window),
  } as AgentVisit;
  return { visit, pass: checkInPass(keys, window), code: checkInCode(keys, window) };
}

describe("the advisor's phone checks a check-in with no signal", () => {
  it("takes the visit's own pass and code during its window", async () => {
    const { visit, pass, code } = visitOf();
    expect(await checkPass(visit, ` ${pass}\n`, during)).toEqual({ ok: true, proof: { pass } });
    expect(await checkCode(visit, `${code.slice(0, 3)} ${code.slice(3)}`, during)).toEqual({ ok: true, proof: { code } });
  });

  it('refuses the pass and code of another visit, or of the same visit on another day', async () => {
    const { visit } = visitOf();
    const other = visitOf();
    const moved = visitOf(visit._id, new Date(startsAt.getTime() + 86_400_000));
    for (const proof of [other, moved]) {
      expect(await checkPass(visit, proof.pass, during)).toEqual({ ok: false, why: 'wrongVisit' });
      if (proof.code !== visitOf(visit._id).code)
        expect(await checkCode(visit, proof.code, during)).toEqual({ ok: false, why: 'wrongVisit' });
    }
  });

  it('refuses an altered pass, a pass signed with another key, and a code that is not six digits', async () => {
    const { visit, pass } = visitOf();
    const flipped = `${pass.slice(0, -2)}${pass.at(-2) === 'A' ? 'B' : 'A'}${pass.at(-1)}`;
    expect(await checkPass(visit, flipped, during)).toEqual({ ok: false, why: 'wrongVisit' });
    const foreign = checkInPass(checkInKeys(randomBytes(32)), checkInWindow({ visitId: visit._id, startsAt, endsAt }));
    expect(await checkPass(visit, foreign, during)).toEqual({ ok: false, why: 'wrongVisit' });
    expect(await checkPass(visit, 'not a pass', during)).toEqual({ ok: false, why: 'wrongVisit' });
    expect(await checkCode(visit, '12345', during)).toEqual({ ok: false, why: 'wrongVisit' });
  });

  it("says when the visit's window is not open", async () => {
    const { visit, pass, code } = visitOf();
    const dayBefore = new Date(startsAt.getTime() - 86_400_000);
    expect(await checkPass(visit, pass, dayBefore)).toEqual({ ok: false, why: 'outsideWindow' });
    expect(await checkCode(visit, code, new Date(endsAt.getTime() + 2 * 3_600_000))).toEqual({ ok: false, why: 'outsideWindow' });
  });
});
