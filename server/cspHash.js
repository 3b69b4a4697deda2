// @ts-check
import { createHash } from 'node:crypto';

/**
 * The CSP source that allows one inline `<script>` or `<style>` by its exact text: the client
 * loader's (clientLoader.js) and each section's first-paint styles (headers.js).
 * @param {string} text
 */
export const cspHash = (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
