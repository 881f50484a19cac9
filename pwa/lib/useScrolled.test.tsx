// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useScrolled } from './useScrolled.ts';

function Probe() {
  return <p data-testid="probe">{useScrolled(100) ? 'scrolled' : 'top'}</p>;
}

function scrollTo(y: number) {
  act(() => {
    window.scrollTo(0, y);
    window.dispatchEvent(new Event('scroll'));
  });
}

afterEach(() => {
  cleanup();
  window.scrollTo(0, 0);
});

describe('useScrolled', () => {
  it('follows the scroll events past the threshold and back', () => {
    render(<Probe />);
    expect(screen.getByTestId('probe').textContent).toBe('top');
    scrollTo(150);
    expect(screen.getByTestId('probe').textContent).toBe('scrolled');
    scrollTo(40);
    expect(screen.getByTestId('probe').textContent).toBe('top');
  });

  it('starts from where the page is when it mounts, even after scrolling with nobody listening', () => {
    render(<Probe />);
    cleanup();
    window.scrollTo(0, 300);
    render(<Probe />);
    expect(screen.getByTestId('probe').textContent).toBe('scrolled');
  });
});
