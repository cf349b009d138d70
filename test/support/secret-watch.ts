import { LogCapture } from './log-capture';
import type { TestTenant } from './factories';

/**
 * The secrets and personal data a suite sends (keys, e-mails, names, resume text), and the logs of
 * its app (every level, captured): at the end, none of them may appear in any log line. A key is
 * watched whole and by its public id and secret parts, as a log line could carry either.
 */
export class SecretWatch {
  readonly logs = new LogCapture();
  private readonly secrets = new Set<string>();

  /** Watches a value (at least 6 characters, so that common words do not match by chance). */
  add(...values: string[]): void {
    for (const value of values) if (value.length >= 6) this.secrets.add(value);
  }

  addKey(key: string): void {
    this.add(key, key.slice(3, 15), key.slice(16, 48));
  }

  addTenant(tenant: TestTenant): void {
    for (const key of Object.values(tenant.keys)) this.addKey(key);
  }

  /** How many values are watched and how many log lines were searched. */
  figures(): { secrets: number; logLines: number } {
    return { secrets: this.secrets.size, logLines: this.logs.text().split('\n').length - 1 };
  }

  /** The watched values found in the logs (none expected). */
  leaks(): string[] {
    const text = this.logs.text();
    const lower = text.toLowerCase();
    return [...this.secrets].filter((secret) => text.includes(secret) || lower.includes(secret.toLowerCase()) || text.includes(JSON.stringify(secret).slice(1, -1)));
  }
}
