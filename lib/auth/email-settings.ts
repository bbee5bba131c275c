// Whether this installation sends mail: EMAIL_SERVER (an SMTP URL such as smtp://user:pass@mail.example.com:587)
// and EMAIL_FROM both set. Read by sign-in links and by owners' alert mails; free of Next imports so that workers
// can read it too.
export interface EmailLinkSettings {
  server: string;
  from: string;
}

export function emailLinkSettings(): EmailLinkSettings | null {
  const server = process.env.EMAIL_SERVER?.trim();
  const from = process.env.EMAIL_FROM?.trim();
  return server && from ? { server, from } : null;
}
