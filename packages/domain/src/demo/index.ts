export * from './private-demo.ts';
