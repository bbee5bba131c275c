import { ButtonLink } from '@/components/button';
import { EmptyState } from '@/components/empty-state';

export default function SiteNotFound() {
  return (
    <>
      <h1 className="mb-4 text-2xl font-semibold">Not found</h1>
      <EmptyState title="This site, scan or check is not in your organization." action={<ButtonLink href="/sites">Back to your sites</ButtonLink>}>
        It may have been deleted, or belong to another organization: switch organization at the top if you have several.
      </EmptyState>
    </>
  );
}
