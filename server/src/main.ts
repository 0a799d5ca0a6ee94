import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedDemoIfConfigured } from './seed/demo';
import { scheduleEventReminders } from './features/reminders/job';
// Payments (issue 17): pay-core
import { scheduleHoldRelease } from './features/payments/holds';
import { scheduleCharterSweeps } from './features/charters/bookings/jobs';
import { scheduleAchievements } from './features/achievements/jobs';
import { schedulePublishing } from './features/scheduled-posts/jobs';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  const app = await buildApp({ config, database });
  await seedDemoIfConfigured(app);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // A request that never finishes must not keep a stopped server alive: give up after 10 s.
    setTimeout(() => {
      app.log.error('shutdown did not finish in 10 s; exiting');
      process.exit(1);
    }, 10_000).unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  await scheduleEventReminders(app);
  // Payments (issue 17): pay-core — expired holds are released every minute.
  await scheduleHoldRelease(app);
  await scheduleCharterSweeps(app);
  // Achievements (issue 19): the catalogue, the catch-log sweep and the social leaderboards.
  await scheduleAchievements(app);
  await schedulePublishing(app);
  app.jobs.start();
  app.log.info({ url: config.appUrl, database: database.kind }, 'Tightlines is running');
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
