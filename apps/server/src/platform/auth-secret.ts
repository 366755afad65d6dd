import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type AppConfig, ConfigError, type EnvironmentConfig, withAuthSecret } from '../config.ts';

/** Where a generated development secret is kept, beside the embedded database. */
export function authSecretFile(dataDir: string): string {
  return path.join(dataDir, 'auth-secret');
}

/**
 * The configuration with its AUTH_SECRET. Without one (only possible outside production: loadConfig
 * refuses production without it) a random secret is generated on the first start and kept in
 * `${dataDir}/auth-secret` (mode 0600), so sessions and mailed links survive restarts, and no
 * constant from the source ever signs a token.
 */
export async function resolveAuthSecret(
  config: EnvironmentConfig,
): Promise<{ config: AppConfig; generated: boolean }> {
  if (config.authSecret) return { config: withAuthSecret(config), generated: false };
  if (config.isProduction) throw new ConfigError('AUTH_SECRET must be set in production.');
  const file = authSecretFile(config.dataDir);
  const stored = await readSecretFile(file);
  if (stored) return { config: withAuthSecret(config, stored), generated: false };

  await mkdir(config.dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  try {
    // 'wx': when two processes start together on one data folder, the first one's secret wins.
    await writeFile(file, `${secret}\n`, { flag: 'wx', mode: 0o600 });
    return { config: withAuthSecret(config, secret), generated: true };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const winner = await readSecretFile(file);
    if (!winner) throw new ConfigError(`${file} is empty: delete it to generate a new secret.`);
    return { config: withAuthSecret(config, winner), generated: false };
  }
}

async function readSecretFile(file: string): Promise<string | null> {
  try {
    const secret = (await readFile(file, 'utf8')).trim();
    return secret || null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
