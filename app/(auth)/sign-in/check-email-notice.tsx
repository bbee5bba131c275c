import { Button } from '@/components/button';

/** What follows a request for a sign-in link. Worded the same whether or not the email has an account. */
export function CheckEmailNotice({ email, minutes, onRetry }: { email?: string; minutes: number; onRetry?: () => void }) {
  return (
    <div className="space-y-3">
      <h2 className="text-lg font-semibold text-slate-900">Check your email</h2>
      <p className="text-sm text-slate-700">
        If {email ? <strong className="break-words">{email}</strong> : 'that address'} belongs to an Agent Gauge account, a sign-in link is
        on its way. It works once and expires in {minutes} minutes.
      </p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          Use another email
        </Button>
      )}
    </div>
  );
}
