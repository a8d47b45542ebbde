/** Replica set parts that need no server (src/db/replicas.ts); the behaviour on a real standby is test/scale/replicas.test.ts. */
import { describe, expect, it } from 'vitest';
import { lsnValue, replicaUrls } from '../../src/db/replicas.js';

describe('replicas', () => {
  it('orders WAL positions as PostgreSQL does', () => {
    expect(lsnValue('0/0')).toBe(0n);
    expect(lsnValue('0/16B3748')).toBe(0x16b3748n);
    expect(lsnValue('1/0') > lsnValue('0/FFFFFFFF')).toBe(true);
    expect(lsnValue('A/10') > lsnValue('A/F')).toBe(true);
  });

  it('reads DATABASE_REPLICA_URLS: comma-separated postgres:// URLs, blanks ignored, anything else refused', () => {
    expect(replicaUrls({})).toEqual([]);
    expect(replicaUrls({ DATABASE_REPLICA_URLS: ' ' })).toEqual([]);
    expect(replicaUrls({ DATABASE_REPLICA_URLS: 'postgres://a/db, postgresql://b/db,' })).toEqual(['postgres://a/db', 'postgresql://b/db']);
    expect(() => replicaUrls({ DATABASE_REPLICA_URLS: 'postgres://a/db,mysql://b/db' })).toThrow(/postgres:\/\//);
  });
});
