import { startSideline } from './start-sideline.ts';

await startSideline();
