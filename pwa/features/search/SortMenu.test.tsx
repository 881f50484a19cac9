// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
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

  // Before any other test loads the menu's chunk: this one watches the swap while it loads.
  it('gives way to the real menu in one step once the page settles, never to a second stand-in while its code loads', async () => {
    render(<SortMenu value="relevance" onChange={() => undefined} />);
    const standIn = screen.getByRole('button', { name: /^Sort by/ });
    const laterStandIns: Element[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof Element)
            laterStandIns.push(...node.querySelectorAll('button[aria-haspopup="listbox"]:not([data-headlessui-state])'));
    });
    observer.observe(document.body, { childList: true, subtree: true });
    // A first tap anywhere settles the page (lib/startup.ts).
    fireEvent.pointerDown(document.body);
    await waitFor(() => expect(document.querySelector('button[data-headlessui-state]')).not.toBeNull(), { timeout: 5000 });
    observer.disconnect();
    expect(standIn.isConnected).toBe(false);
    expect(laterStandIns).toEqual([]);
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
