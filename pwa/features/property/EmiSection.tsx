/** The home-loan EMI of a sale listing: the calculator's code is fetched when the visitor opens it. */
import { lazy, Suspense, useState } from 'react';
import { CardHeading } from '../../components/CardHeading.tsx';
import { Icon } from '../../components/Icon.tsx';
import { withMessages } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/useT.tsx';

// The calculator's words (the tools area) come with its code, in the page's language.
const EmiCalculator = lazy(
  withMessages('tools', () => import('../emi/EmiCalculator.tsx').then((module) => ({ default: module.EmiCalculator }))),
);

export function EmiSection({ price }: { price: number }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  // Once opened it stays mounted, so hiding and showing it again keeps the figures typed in.
  const [opened, setOpened] = useState(false);
  return (
    <section className="card mt-8 p-5 sm:p-7" aria-labelledby="emi-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <CardHeading id="emi-heading" title={t('emi.heading')} intro={t('emi.text')} />
        </div>
        <button
          type="button"
          className={open ? 'btn-outline' : 'btn-primary'}
          aria-expanded={open}
          aria-controls="emi-calculator"
          onClick={() => {
            setOpen(!open);
            setOpened(true);
          }}
        >
          <Icon name="calculator" className="h-4 w-4" />
          {open ? t('emi.hide') : t('emi.calculate')}
        </button>
      </div>
      <div id="emi-calculator" hidden={!open} className="mt-6">
        {opened && (
          <Suspense
            fallback={
              <div role="status" className="skeleton h-64 w-full">
                <span className="sr-only">{t('emi.loading')}</span>
              </div>
            }
          >
            <EmiCalculator price={price} />
          </Suspense>
        )}
      </div>
    </section>
  );
}
