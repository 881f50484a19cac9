import { Field, Form, setInput, useForm } from '@formisch/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { ProjectBody, projectStatuses, slugify, type Project } from '../../../api/contract/index.ts';
import { Spinner, TextField } from '../../components/FormField.tsx';
import { ImageUploader } from '../../components/ImageUploader.tsx';
import { Notice } from '../../components/Notice.tsx';
import { RichTextEditor } from '../../components/RichTextEditor.tsx';
import { createProject, invalidateProjectViews, projectFormData, removeProjectImage, updateProject } from '../../lib/admin.ts';
import { applyServerFieldErrors, serverFieldErrors } from '../../lib/formErrors.ts';
import { errorMessage } from '../../lib/http.ts';
import { useOnlineStatus } from '../../lib/useOnlineStatus.ts';
import { OfflineNotice } from './adminUi.tsx';
import { FormSection, SegmentedField } from './FormControls.tsx';

const fieldNames = ['title', 'slug', 'description', 'status', 'location', 'address'] as const;

interface ProjectFormProps {
  project?: Project;
  onSaved: (project: Project | undefined) => void;
  onCancel?: () => void;
}

/**
 * Create and edit a project. The slug follows the title on every change (spec §4) and can still
 * be edited by hand; new images are appended on save, stored ones are removed one by one at once.
 */
export function ProjectForm({ project, onSaved, onCancel }: ProjectFormProps) {
  const queryClient = useQueryClient();
  const online = useOnlineStatus();
  const form = useForm({
    schema: ProjectBody,
    initialInput: project
      ? {
          title: project.title,
          slug: project.slug,
          description: project.description,
          status: project.status,
          location: project.location,
          address: project.address,
        }
      : { status: 'ONGOING' },
  });
  const [files, setFiles] = useState<File[]>([]);
  const [stored, setStored] = useState<{ images: string[]; thumbnails: string[] }>({
    images: project?.images ?? [],
    thumbnails: project?.thumbnails ?? [],
  });
  const [removing, setRemoving] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);

  const removeStored = async (url: string) => {
    if (!project) return;
    setRemoving(url);
    try {
      const body = await removeProjectImage(project._id, url);
      toast.success(body.message || 'Image has been removed');
      setStored(
        body.data
          ? { images: body.data.images, thumbnails: body.data.thumbnails }
          : (current) => {
              const index = current.images.indexOf(url);
              return {
                images: current.images.filter((_, at) => at !== index),
                thumbnails: current.thumbnails.filter((_, at) => at !== index),
              };
            },
      );
      void invalidateProjectViews(queryClient);
    } catch {
      toast.error('Unable to remove image');
    } finally {
      setRemoving(null);
    }
  };

  return (
    <Form
      of={form}
      className="space-y-6"
      onSubmit={async (values) => {
        setFailure(null);
        setImageError(null);
        try {
          const body = projectFormData(values, files);
          const response = project ? await updateProject(project._id, body) : await createProject(body);
          toast.success(response.message || (project ? 'Project has been updated!' : 'Project has been created!'));
          await invalidateProjectViews(queryClient);
          onSaved(response.data);
        } catch (error) {
          const message = errorMessage(error, 'Something went wrong');
          setFailure(message);
          toast.error(message);
          applyServerFieldErrors(form, error, fieldNames);
          setImageError(serverFieldErrors(error).images ?? null);
        }
      }}
    >
      <OfflineNotice />
      <FormSection title="Project" description="Name, web address and story.">
        <Field of={form} path={['title']}>
          {(field) => (
            <TextField
              field={field}
              label="Title"
              placeholder="e.g. Shreeji Heights"
              maxLength={150}
              onInput={(event) => setInput(form, { path: ['slug'], input: slugify(event.currentTarget.value) })}
            />
          )}
        </Field>
        <Field of={form} path={['slug']}>
          {(field) => (
            <TextField
              field={field}
              label="Slug"
              autoCapitalize="none"
              spellCheck={false}
              hint="Made from the title; lower-case letters, digits and hyphens."
            />
          )}
        </Field>
        <Field of={form} path={['description']}>
          {(field) => (
            <RichTextEditor
              label="Description"
              initialHtml={String(field.input ?? '')}
              onChange={(html) => field.onChange(html)}
              error={field.errors?.[0]}
            />
          )}
        </Field>
        <Field of={form} path={['status']}>
          {(field) => <SegmentedField field={field} label="Status" options={projectStatuses} />}
        </Field>
      </FormSection>

      <FormSection title="Location">
        <div className="grid gap-5 sm:grid-cols-2">
          <Field of={form} path={['location']}>
            {(field) => <TextField field={field} label="Location" placeholder="e.g. Pal, Surat" />}
          </Field>
          <Field of={form} path={['address']}>
            {(field) => <TextField field={field} label="Address" placeholder="Site address" />}
          </Field>
        </div>
      </FormSection>

      <FormSection
        title="Photos"
        description={project ? 'Removing a stored image takes effect at once; new images are added when you save.' : undefined}
      >
        <ImageUploader
          files={files}
          onFilesChange={setFiles}
          existing={stored.images.map((url, index) => ({ url, thumbnail: stored.thumbnails[index] }))}
          onRemoveExisting={project ? (url) => void removeStored(url) : undefined}
          removingUrl={removing}
          disabled={!online && Boolean(project)}
          error={imageError}
        />
      </FormSection>

      {failure && <Notice tone="error" title={failure} />}

      <div className="flex flex-col-reverse gap-3 border-t border-sand-200 pt-6 sm:flex-row sm:justify-end">
        {onCancel && (
          <button type="button" className="btn-outline" onClick={onCancel} disabled={form.isSubmitting}>
            Cancel
          </button>
        )}
        <button type="submit" className="btn-primary" disabled={form.isSubmitting || !online} aria-busy={form.isSubmitting}>
          {form.isSubmitting && <Spinner />}
          {project ? 'Save Changes' : 'Create Project'}
        </button>
      </div>
    </Form>
  );
}
