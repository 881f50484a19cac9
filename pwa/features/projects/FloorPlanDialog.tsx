/** A unit type's floor plan, full size, in a dialog; its code comes on the first tap of a 'Floor plan' button. */
import { useRef } from 'react';
import type { UnitType } from '../../../contract/unitTypes.ts';
import { DialogFrame } from '../../components/DialogFrame.tsx';
import { useT } from '../../i18n/useT.tsx';

export default function FloorPlanDialog({ unit, onClose }: { unit: Pick<UnitType, 'label' | 'floorPlan'>; onClose: () => void }) {
  const t = useT();
  const close = useRef<HTMLButtonElement>(null);
  const title = t('project.priceList.floorPlanOf', { label: unit.label });
  return (
    <DialogFrame
      open
      onClose={onClose}
      initialFocus={close}
      icon="image"
      tone="primary"
      title={title}
      panelClassName="max-w-3xl p-5 sm:p-6"
    >
      {unit.floorPlan && (
        <a href={unit.floorPlan} target="_blank" rel="noopener noreferrer" className="focus-ring mt-4 block rounded-xl">
          <img src={unit.floorPlan} alt={title} className="max-h-[70vh] w-full rounded-xl bg-sand-50 object-contain" />
        </a>
      )}
      <div className="mt-4 flex justify-end">
        <button ref={close} type="button" className="btn-primary" onClick={onClose}>
          {t('project.priceList.close')}
        </button>
      </div>
    </DialogFrame>
  );
}
