// One SMTP transport per configured server URL for the process (sign-in links and owners' alert mails share it).
import { createTransport, type Transporter } from 'nodemailer';

const transports = new Map<string, Transporter>();

export function mailTransport(server: string): Transporter {
  let found = transports.get(server);
  if (!found) {
    found = createTransport(server);
    transports.set(server, found);
  }
  return found;
}
