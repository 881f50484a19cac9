// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UpdatePrompt } from './UpdatePrompt.tsx';

afterEach(cleanup);

describe('UpdatePrompt', () => {
  it('says a new version is available and reloads when Reload is pressed', () => {
    const onReload = vi.fn();
    render(<UpdatePrompt onReload={onReload} />);
    expect(screen.getByText('New version available.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledOnce();
  });
});
