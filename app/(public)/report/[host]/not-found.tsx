import { ButtonLink } from '@/components/button';

// A host without a public report (issue 63 point 3): its scans may be private (a site's own, a private address that is
// never published), so the page never says "scan it first"; it says when a report is public.
export default function ReportNotFound() {
  return (
    <>
      <h1 className="text-2xl font-semibold">No public report here</h1>
      <p className="mt-2 text-slate-700" data-testid="report-not-found">
        A host&apos;s report is public only when someone ran a public scan of it, or when the organization that proved it controls the host switched its
        site&apos;s report on. A site&apos;s own scans stay private to its organization until then, and a private address is never published.
      </p>
      <ButtonLink href="/" className="mt-6">
        Home
      </ButtonLink>
    </>
  );
}
