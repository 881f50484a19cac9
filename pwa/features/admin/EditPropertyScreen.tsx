import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { adminPropertyQuery } from '../../lib/admin.ts';
import { AdminPageHeader } from './adminUi.tsx';
import { BackLink, EditorStates } from './EditorStates.tsx';
import { PropertyForm } from './PropertyForm.tsx';

/** /admincp/property/:propertyId/edit: the create form, filled from the stored property. */
export function EditPropertyScreen({ propertyId }: { propertyId: string }) {
  const [, navigate] = useLocation();
  const query = useQuery(adminPropertyQuery(propertyId));

  return (
    <>
      <BackLink href="/admincp/properties">All properties</BackLink>
      <AdminPageHeader title="Edit Property" description={query.data?.title} />
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
        {(property) => (
          <PropertyForm
            key={property._id}
            property={property}
            onCancel={() => navigate('/admincp/properties')}
            onSaved={() => navigate('/admincp/properties')}
          />
        )}
      </EditorStates>
    </>
  );
}
