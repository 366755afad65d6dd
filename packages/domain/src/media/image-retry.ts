/**
 * A stored image that is not there yet (its variant is still being made, or storage is slow to
 * show it) is asked for again every 500 ms (spec part 1 §5 and §9 "image retry 500 ms"). §8 says
 * it is "then rejected", so the retries are bounded: after these attempts the image is shown as
 * not available.
 */
export const imageRetryDelayMs = 500;

/** Loads tried in all, the first one included: about 3 seconds of retrying. */
export const imageLoadAttempts = 7;
