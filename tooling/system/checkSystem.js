// @ts-check
// The first step of `pnpm test`: say at once, in one message, everything this machine lacks.
// `--missing-packages` prints only the Debian packages to install (`.ci/run` installs them).
import { missingMessage, systemNeeds } from './needs.js';

if (process.argv.includes('--missing-packages')) {
  const missing = Object.values(systemNeeds).filter((need) => !need.present());
  console.log([...new Set(missing.flatMap((need) => need.packages))].join(' '));
} else {
  const message = missingMessage();
  if (message) {
    console.error(message);
    process.exit(1);
  }
}
