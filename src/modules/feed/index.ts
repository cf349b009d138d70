/**
 * What other modules may use of the feed besides FeedModule and FeedService: the career site's job
 * reads (modules/careers) show the same published jobs as the feed, read by the same query, with
 * the same values, and answer a conditional request the same way.
 */
export { FEED_JOB_COLUMNS, FEED_JOB_CONDITION, FEED_JOB_SOURCE, FEED_ORDER, feedAfterSql } from './feed-queries';
export { customFieldPairs, valueText } from './feed-xml';
export type { FeedJob } from './feed-xml';
export { notModified } from './feed.controller';
