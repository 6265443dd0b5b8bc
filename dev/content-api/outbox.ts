/**
 * A mail catcher: every message the API would e-mail (newsletter confirmation and unsubscribe tokens, contact
 * and customer-service notifications) is appended to `{dataDir}/outbox.jsonl` and listed by `GET /__outbox`.
 */
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { appendJsonLine, readJsonLines, writeFileAtomic } from './persist.ts';

export interface OutboxMessage {
  id: string;
  at: string;
  type: 'newsletter_subscribe' | 'newsletter_unsubscribe' | 'contact_us' | 'customer_service';
  locale: string;
  to: string;
  subject: string;
  text: string;
  token?: string;
  /** The confirmation link path the message carries (the site's route). */
  link?: string;
  data?: Record<string, unknown>;
}

export class Outbox {
  readonly path: string;
  readonly #messages: OutboxMessage[];

  constructor(dataDir: string) {
    this.path = join(dataDir, 'outbox.jsonl');
    this.#messages = readJsonLines<OutboxMessage>(this.path);
  }

  send(message: Omit<OutboxMessage, 'id' | 'at'>): OutboxMessage {
    const full: OutboxMessage = { id: randomUUID(), at: new Date().toISOString(), ...message };
    this.#messages.push(full);
    appendJsonLine(this.path, full);
    return full;
  }

  list(filter: { to?: string | null; type?: string | null } = {}): OutboxMessage[] {
    const to = filter.to?.toLowerCase();
    return this.#messages.filter((m) => (!to || m.to.toLowerCase() === to) && (!filter.type || m.type === filter.type));
  }

  clear(): void {
    this.#messages.length = 0;
    writeFileAtomic(this.path, '');
  }
}
