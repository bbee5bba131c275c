// Operators run the service (plans, organizations): the emails listed in ADMIN_EMAILS, comma-separated.
export function operatorEmails(): Set<string> {
  return new Set(
    (process.env.ADMIN_EMAILS ?? '')
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
  );
}

export function isOperator(email: string | null | undefined): boolean {
  return !!email && operatorEmails().has(email.trim().toLowerCase());
}
