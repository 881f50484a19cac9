/** The property management list's 'Leads (30d)' column: enquiries and Call/WhatsApp taps per listing. */
import { useQuery } from '@tanstack/react-query';
import type { Property } from '../../../contract/properties.ts';
import type { Column } from '../../components/DataTable.tsx';
import { leadsPerListingQuery } from '../../data/leads.ts';

export function useListingLeadColumn(): Column<Property> {
  const counts = useQuery(leadsPerListingQuery());
  return {
    key: 'leads',
    header: 'Leads (30d)',
    cell: (property) => {
      const row = counts.data?.get(property._id);
      return (
        <span className="whitespace-nowrap text-sm text-ink-soft" title="Enquiries · Call and WhatsApp taps, last 30 days">
          {row?.enquiries ?? 0} enq · {row?.contactTaps ?? 0} taps
        </span>
      );
    },
  };
}
