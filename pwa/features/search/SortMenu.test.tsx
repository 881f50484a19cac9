// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SortMenu } from './SortMenu.tsx';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

describe('SortMenu', () => {
  it('renders on the server as a closed menu button named by its label and the current order, without the Listbox', () => {
    const html = renderToString(<SortMenu value="price_asc" onChange={() => undefined} />);
    document.body.innerHTML = html;
    expect(screen.getByRole('button', { name: 'Sort by Price: Low to High' }).getAttribute('aria-expanded')).toBe('false');
    expect(html).not.toContain('data-headlessui-state');
  });

  it('opens the real menu when the stand-in is pressed before it has loaded, and a choice reaches onChange', async () => {
    const onChange = vi.fn();
    render(<SortMenu value="relevance" onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: /^Sort by/ }));
    const option = await screen.findByRole('option', { name: 'Price: High to Low' }, { timeout: 5000 });
    fireEvent.click(option);
    expect(onChange).toHaveBeenCalledWith('price_desc');
  });
});
