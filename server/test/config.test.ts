import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#server/config';

describe('loadConfig', () => {
  it('stops with a message naming a bad value', () => {
    expect(() => loadConfig({ PORT: 'harbour' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'harbour' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
  });

  it('generates AUTH_SECRET into DATA_DIR once and reuses it', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tl-config-'));
    const first = loadConfig({ DATA_DIR: dir });
    const second = loadConfig({ DATA_DIR: dir });
    expect(first.authSecret).toHaveLength(64);
    expect(second.authSecret).toBe(first.authSecret);
    expect(readFileSync(path.join(dir, 'auth-secret'), 'utf8')).toBe(first.authSecret);
  });

  it('seeds demo data by default only on the embedded database', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tl-config-'));
    expect(loadConfig({ DATA_DIR: dir }).seedDemo).toBe(true);
    expect(loadConfig({ DATA_DIR: dir, DATABASE_URL: 'postgres://x@localhost/db' }).seedDemo).toBe(false);
    expect(
      loadConfig({ DATA_DIR: dir, DATABASE_URL: 'postgres://x@localhost/db', SEED_DEMO: 'true' }).seedDemo,
    ).toBe(true);
  });

  it('seeds demo data by default only when APP_URL is this machine, else only with SEED_DEMO=true', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tl-config-'));
    const seeds = (env: Record<string, string>) => loadConfig({ DATA_DIR: dir, ...env }).seedDemo;
    for (const url of [
      'http://localhost:3000',
      'http://127.0.0.1:8080',
      'http://127.3.2.1',
      'http://[::1]:3000',
    ])
      expect(seeds({ APP_URL: url }), url).toBe(true);
    for (const url of [
      'https://fish.example',
      'http://10.0.0.5:3000',
      'http://localhost.fish.example',
      'http://[::2]',
    ])
      expect(seeds({ APP_URL: url }), url).toBe(false);
    expect(seeds({ APP_URL: 'https://fish.example', SEED_DEMO: 'true' })).toBe(true);
    expect(seeds({ APP_URL: 'http://localhost:3000', SEED_DEMO: 'false' })).toBe(false);
  });

  it('requires a second factor of staff unless STAFF_MFA_REQUIRED=false', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tl-config-'));
    expect(loadConfig({ DATA_DIR: dir }).staffMfaRequired).toBe(true);
    expect(loadConfig({ DATA_DIR: dir, STAFF_MFA_REQUIRED: 'false' }).staffMfaRequired).toBe(false);
    expect(() => loadConfig({ DATA_DIR: dir, STAFF_MFA_REQUIRED: 'maybe' })).toThrow(/STAFF_MFA_REQUIRED/);
  });

  it('enables only OAuth providers with both id and secret', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tl-config-'));
    const config = loadConfig({
      DATA_DIR: dir,
      GOOGLE_CLIENT_ID: 'a',
      GOOGLE_CLIENT_SECRET: 'b',
      APPLE_CLIENT_ID: 'c',
    });
    expect(Object.keys(config.oauth)).toEqual(['google']);
  });
});

describe('empty variables', () => {
  it('count as unset', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tl-config-'));
    const config = loadConfig({ DATA_DIR: dir, DATABASE_URL: '', SMTP_URL: '', PORT: '' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.port).toBe(3000);
  });
});
