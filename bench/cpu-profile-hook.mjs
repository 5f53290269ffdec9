// Preloaded by bench/relay-profile.ts (`--import`, through NODE_OPTIONS, which does not allow
// --cpu-prof): the first SIGUSR2 starts the V8 sampling profiler, the second writes the profile to
// $PROF_DIR/<pid>.cpuprofile. So only the measured calls are sampled, not the boot nor the warm-up.
import { Session } from 'node:inspector';
import { writeFileSync } from 'node:fs';
import path from 'node:path';

const session = new Session();
session.connect();
let running = false;

process.on('SIGUSR2', () => {
  if (!running) {
    running = true;
    session.post('Profiler.enable', () =>
      session.post('Profiler.setSamplingInterval', { interval: Number(process.env.PROF_INTERVAL_US ?? 200) }, () => session.post('Profiler.start')),
    );
    return;
  }
  running = false;
  session.post('Profiler.stop', (error, result) => {
    if (error) throw error;
    writeFileSync(path.join(process.env.PROF_DIR ?? '/tmp', `${process.pid}.cpuprofile`), JSON.stringify(result.profile));
  });
});
