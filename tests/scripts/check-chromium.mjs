// Browser tests run in Debian's Chromium (never a downloaded browser). Say how to get it if absent.
import { hasChromium, installChromium } from '@site/tooling/chromium';

if (!hasChromium()) {
  console.error(installChromium);
  process.exit(1);
}
