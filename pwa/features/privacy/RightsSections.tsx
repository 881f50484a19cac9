import { CorrectionSection } from './CorrectionSection.tsx';
import { ErasureSection } from './ErasureSection.tsx';
import { ExportSection } from './ExportSection.tsx';
import { NominationSection } from './NominationSection.tsx';

/** The person's rights over their data, one card each; their words are in the account area. */
export default function RightsSections() {
  return (
    <>
      <ExportSection />
      <CorrectionSection />
      <NominationSection />
      <ErasureSection />
    </>
  );
}
