// @vitest-environment happy-dom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailLink, emailPieces } from './EmailLink.tsx';

describe('an e-mail address in an admin list', () => {
  it('may wrap only before its @ and its dots', () => {
    expect(emailPieces('asha.mehta@example.co.in')).toEqual(['asha', '.mehta', '@example', '.co', '.in']);
  });

  it('links the whole address and never breaks inside a word', () => {
    const { container } = render(<EmailLink email="asha.mehta@example.in" />);
    const link = container.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('mailto:asha.mehta@example.in');
    expect(link.textContent).toBe('asha.mehta@example.in');
    expect(link.querySelectorAll('wbr')).toHaveLength(3);
    expect(link.className).not.toContain('break-all');
    // A part never breaks inside, not even at a hyphen ('@example-realty').
    for (const piece of link.querySelectorAll('span')) expect(piece.className).toContain('whitespace-nowrap');
  });
});
