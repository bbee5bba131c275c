import { ButtonLink } from '@/components/button';

// Answers a refused dashboard action (lib/auth/authorize.ts) with 403: the controls are hidden from those who may not
// use them, so this is reached by a stale page or by posting the action directly.
export default function Forbidden() {
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-16">
      <h1 className="text-2xl font-semibold">Not allowed</h1>
      <p className="mt-2 text-slate-700">
        Your role or your organization&apos;s plan does not allow this. Owners and admins manage the organization; starting scans,
        agent runs and Answers passes needs an active paid plan.
      </p>
      <ButtonLink href="/sites" className="mt-6">
        Back to your sites
      </ButtonLink>
    </main>
  );
}
