import { describe, expect, it } from 'vitest';
import type { AgentVisit } from '../../../contract/visits.ts';
import { eveningBefore, projectsToKeep, propertiesToKeep } from './packsAhead.ts';

const visit = (id: string, listing: AgentVisit['listing'], status: AgentVisit['status'] = 'booked') =>
  ({ _id: id, status, listing }) as AgentVisit;

describe("the packs an advisor's phone keeps by itself", () => {
  it("include tomorrow's visits only from 5 pm in Surat", () => {
    // 16:59 and 17:00 in Surat are 11:29 and 11:30 UTC.
    expect(eveningBefore(new Date('2026-12-03T11:29:00Z'))).toBeNull();
    expect(eveningBefore(new Date('2026-12-03T11:30:00Z'))).toBe('2026-12-04');
    // 23:30 in Surat on the 3rd: tomorrow is the 4th, whatever the UTC date.
    expect(eveningBefore(new Date('2026-12-03T18:00:00Z'))).toBe('2026-12-04');
    // 00:30 in Surat on the 4th (still the 3rd in UTC) is morning: nothing of the 5th yet.
    expect(eveningBefore(new Date('2026-12-03T19:00:00Z'))).toBeNull();
  });

  it('keep each booked property visit once, never a project, a cancelled visit or one already kept', () => {
    const property = (id: string) => ({ kind: 'property' as const, _id: id, title: id });
    const visits = [
      visit('a', property('p1')),
      visit('b', property('p1')),
      visit('c', { kind: 'project', _id: 'j1', title: 'j1' }),
      visit('d', property('p2'), 'cancelled'),
      visit('e', property('p3')),
      visit('f', null),
    ];
    expect(propertiesToKeep(visits, new Set())).toEqual(['p1', 'p3']);
    expect(propertiesToKeep(visits, new Set(['p1']))).toEqual(['p3']);
  });

  it('keep each booked project visit once, never a property, a cancelled visit or a project already kept', () => {
    const project = (id: string) => ({ kind: 'project' as const, _id: id, title: id });
    const visits = [
      visit('a', project('j1')),
      visit('b', { kind: 'property', _id: 'p1', title: 'p1' }),
      visit('c', project('j1')),
      visit('d', project('j2'), 'cancelled'),
      visit('e', project('j3')),
    ];
    expect(projectsToKeep(visits, new Set())).toEqual(['j1', 'j3']);
    expect(projectsToKeep(visits, new Set(['j1']))).toEqual(['j3']);
  });
});
