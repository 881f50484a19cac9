import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { adminKeys, adminPropertyQuery } from '../../data/admin.ts';
import { AdminPageHeader } from './AdminPageHeader.tsx';
import { BackLink, EditorStates } from './EditorStates.tsx';
import { PropertyForm } from './PropertyForm.tsx';

/**
 * /admincp/property/:propertyId/edit: the create form, filled from the stored property. Its save is
 * made from the version it was filled from; after a conflict, Reload fills it again from theirs.
 */
export function EditPropertyScreen({ propertyId }: { propertyId: string }) {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const query = useQuery(adminPropertyQuery(propertyId));
  // The form keeps what the admin typed while the query refreshes; a reload starts it afresh.
  const [filling, setFilling] = useState(0);

  return (
    <>
      <BackLink href="/admincp/properties">All properties</BackLink>
      <AdminPageHeader title="Edit Property" description={query.data?.data.title} />
      <EditorStates
        query={query}
        failureTitle="Unable to fetch Property"
        toastId={`admin-property-${propertyId}`}
        loadingLabel="Loading the property…"
        skeleton={Array.from({ length: 6 }, (_, index) => (
          <div key={index} className="space-y-2" aria-hidden="true">
            <div className="skeleton h-4 w-32" />
            <div className={`skeleton w-full ${index === 1 ? 'h-64' : 'h-10'}`} />
          </div>
        ))}
      >
        {({ data: property, etag }) => (
          <PropertyForm
            key={`${property._id}:${filling}`}
            property={property}
            etag={etag}
            onReload={(theirs) => {
              queryClient.setQueryData(adminKeys.property(propertyId), theirs);
              setFilling((count) => count + 1);
            }}
            onCancel={() => navigate('/admincp/properties')}
            onSaved={() => navigate('/admincp/properties')}
          />
        )}
      </EditorStates>
    </>
  );
}
