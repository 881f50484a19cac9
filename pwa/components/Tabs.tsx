/**
 * Tabs of a public page (the property's Description and Location): the WAI-ARIA tabs pattern, a
 * tablist whose arrow keys, Home and End move to a tab and select it, one panel shown at a time,
 * the selected tab marked `data-selected` for styling. Headless UI's Tab brings its focus and
 * keyboard machinery along (about 11 KB gzipped), more than the property page's JavaScript budget
 * allows for two tabs; the dashboard, which has no such budget, keeps it.
 */
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem {
  label: string;
  panel: ReactNode;
}

interface TabsProps {
  tabs: readonly TabItem[];
  className?: string;
  listClassName?: string;
  tabClassName?: string;
  panelClassName?: string;
}

export function Tabs({ tabs, className, listClassName, tabClassName, panelClassName }: TabsProps) {
  const id = useId();
  const [selected, setSelected] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent) => {
    const last = tabs.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: selected === last ? 0 : selected + 1,
      ArrowLeft: selected === 0 ? last : selected - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setSelected(next);
    buttons.current[next]?.focus();
  };

  return (
    <div className={className}>
      <div role="tablist" aria-orientation="horizontal" className={listClassName} onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <button
            key={tab.label}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            id={`${id}-tab-${index}`}
            type="button"
            role="tab"
            aria-selected={index === selected}
            aria-controls={index === selected ? `${id}-panel-${index}` : undefined}
            tabIndex={index === selected ? 0 : -1}
            data-selected={index === selected ? '' : undefined}
            className={tabClassName}
            onClick={() => setSelected(index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map(
        (tab, index) =>
          index === selected && (
            <div
              key={tab.label}
              id={`${id}-panel-${index}`}
              role="tabpanel"
              aria-labelledby={`${id}-tab-${index}`}
              tabIndex={0}
              className={panelClassName}
            >
              {tab.panel}
            </div>
          ),
      )}
    </div>
  );
}
