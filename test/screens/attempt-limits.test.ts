/** The seat listener's brakes and its choice of address, with a hand-moved clock and made-up interfaces. */
import type os from 'node:os';
import { describe, expect, it } from 'vitest';
import { FailureWindow, MessageBudget } from '../../electron/screens/attempt-limits';
import { pickLanAddress } from '../../electron/screens/lan-address';

describe('wrong secrets per address', () => {
  it('blocks an address after `limit` failures inside the window, others not, and lets it in again after', () => {
    let now = 0;
    const window = new FailureWindow(3, 60_000, () => now);
    for (let i = 0; i < 3; i++) {
      expect(window.blocked('10.0.0.5')).toBe(false);
      window.record('10.0.0.5');
      now += 1000;
    }
    expect(window.blocked('10.0.0.5')).toBe(true);
    expect(window.blocked('10.0.0.6')).toBe(false);
    now = 60_500; // the first failure has left the window
    expect(window.blocked('10.0.0.5')).toBe(false);
  });
});

describe('messages per connection', () => {
  it('passes a burst, refuses the next, and refills with time', () => {
    let now = 0;
    const budget = new MessageBudget(5, 10, () => now);
    for (let i = 0; i < 5; i++) expect(budget.take()).toBe(true);
    expect(budget.take()).toBe(false);
    now += 100; // one message's worth at 10 a second
    expect(budget.take()).toBe(true);
    expect(budget.take()).toBe(false);
  });
});

describe('the LAN address', () => {
  const entry = (address: string, internal = false) => ({ address, family: 'IPv4', internal, netmask: '255.255.255.0', mac: '00:00:00:00:00:00', cidr: null }) as os.NetworkInterfaceInfo;

  it('is a private IPv4 of the machine, never loopback or link-local, preferred over a public one', () => {
    expect(
      pickLanAddress({ lo: [entry('127.0.0.1', true)], eth0: [entry('203.0.113.7')], wlan0: [entry('169.254.3.3'), entry('192.168.1.34')] }),
    ).toBe('192.168.1.34');
    expect(pickLanAddress({ eth0: [entry('203.0.113.7')] })).toBe('203.0.113.7');
    expect(pickLanAddress({ lo: [entry('127.0.0.1', true)], v6: [{ ...entry('fe80::1'), family: 'IPv6' } as os.NetworkInterfaceInfo] })).toBeNull();
  });
});
