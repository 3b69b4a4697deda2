export { runStandalone } from './runStandalone';
