import { configure } from '@testing-library/react';

// findBy and waitFor wait for what a test expects up to this long (Testing Library's default is
// 1 s): on a busy 2-core machine a whole MUI page takes seconds to render and answer. A test that
// finds what it expects still goes on at once; only a failure waits the full time.
configure({ asyncUtilTimeout: 15_000 });
