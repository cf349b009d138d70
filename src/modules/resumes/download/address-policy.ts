import ipaddr from 'ipaddr.js';

/**
 * Whether a resolved address may be contacted: only public unicast. Refuses loopback, private,
 * link-local (cloud metadata 169.254.169.254 included), unique-local (fd00:ec2::254 included),
 * multicast, CGNAT, 0.0.0.0/8, reserved and documentation ranges, 0000::/8 (IPv4-compatible
 * ::a.b.c.d included), and the IPv6 forms that embed an IPv4 address (NAT64, 6to4, Teredo); an
 * IPv4-mapped address is judged by the IPv4 address it holds.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6') {
    const v6 = parsed as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) parsed = v6.toIPv4Address();
    // 0000::/8 is reserved (RFC 4291) and ipaddr.js calls most of it "unicast": it holds the
    // deprecated IPv4-compatible ::/96, which the URL parser makes of [::127.0.0.1] (::7f00:1).
    else if (v6.parts[0] < 0x0100) return false;
    else return v6.range() === 'unicast';
  }
  const v4 = parsed as ipaddr.IPv4;
  if (v4.octets[0] === 0) return false;
  return v4.range() === 'unicast';
}

/** A URL host that is an IP literal, in any spelling the URL parser accepts ("2130706433", "0x7f.1", "[::1]"), as an address. */
export function ipLiteral(hostname: string): string | null {
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  return ipaddr.isValid(bare) ? bare : null;
}
