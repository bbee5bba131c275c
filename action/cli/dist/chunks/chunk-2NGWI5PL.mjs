import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);
import {
  AuditError
} from "./chunk-VNSXWG4G.mjs";
import {
  require_node_fs
} from "./chunk-4B563FFZ.mjs";
import {
  __commonJS,
  __toESM
} from "./chunk-CLW72GYV.mjs";

// node_modules/ipaddr.js/lib/ipaddr.js
var require_ipaddr = __commonJS({
  "node_modules/ipaddr.js/lib/ipaddr.js"(exports, module) {
    (function(root) {
      "use strict";
      const ipv4Part = "(0?\\d+|0x[a-f0-9]+)";
      const ipv4Regexes = {
        fourOctet: new RegExp(`^${ipv4Part}\\.${ipv4Part}\\.${ipv4Part}\\.${ipv4Part}$`, "i"),
        threeOctet: new RegExp(`^${ipv4Part}\\.${ipv4Part}\\.${ipv4Part}$`, "i"),
        twoOctet: new RegExp(`^${ipv4Part}\\.${ipv4Part}$`, "i"),
        longValue: new RegExp(`^${ipv4Part}$`, "i")
      };
      const octalRegex = new RegExp(`^0[0-7]+$`, "i");
      const hexRegex = new RegExp(`^0x[a-f0-9]+$`, "i");
      const zoneIndex = "%[0-9a-z]{1,}";
      const ipv6Part = "(?:[0-9a-f]+::?)+";
      const ipv6Regexes = {
        zoneIndex: new RegExp(zoneIndex, "i"),
        "native": new RegExp(`^(::)?(${ipv6Part})?([0-9a-f]+)?(::)?(${zoneIndex})?$`, "i"),
        deprecatedTransitional: new RegExp(`^(?:::)(${ipv4Part}\\.${ipv4Part}\\.${ipv4Part}\\.${ipv4Part}(${zoneIndex})?)$`, "i"),
        transitional: new RegExp(`^((?:${ipv6Part})|(?:::)(?:${ipv6Part})?)${ipv4Part}\\.${ipv4Part}\\.${ipv4Part}\\.${ipv4Part}(${zoneIndex})?$`, "i")
      };
      function expandIPv6(string, parts) {
        if (string.indexOf("::") !== string.lastIndexOf("::")) {
          return null;
        }
        let colonCount = 0;
        let lastColon = -1;
        let zoneId = (string.match(ipv6Regexes.zoneIndex) || [])[0];
        let replacement, replacementCount;
        if (zoneId) {
          zoneId = zoneId.substring(1);
          string = string.replace(/%.+$/, "");
        }
        while ((lastColon = string.indexOf(":", lastColon + 1)) >= 0) {
          colonCount++;
        }
        if (string.substr(0, 2) === "::") {
          colonCount--;
        }
        if (string.substr(-2, 2) === "::") {
          colonCount--;
        }
        if (colonCount >= parts) {
          return null;
        }
        replacementCount = parts - colonCount;
        replacement = ":";
        while (replacementCount--) {
          replacement += "0:";
        }
        string = string.replace("::", replacement);
        if (string[0] === ":") {
          string = string.slice(1);
        }
        if (string[string.length - 1] === ":") {
          string = string.slice(0, -1);
        }
        parts = (function() {
          const ref = string.split(":");
          const results = [];
          for (let i = 0; i < ref.length; i++) {
            results.push(ref[i].length > 4 ? NaN : parseInt(ref[i], 16));
          }
          return results;
        })();
        return {
          parts,
          zoneId
        };
      }
      function matchCIDR(first, second, partSize, cidrBits) {
        if (first.length !== second.length) {
          throw new Error("ipaddr: cannot match CIDR for objects with different lengths");
        }
        let part = 0;
        let shift;
        while (cidrBits > 0) {
          shift = partSize - cidrBits;
          if (shift < 0) {
            shift = 0;
          }
          if (first[part] >> shift !== second[part] >> shift) {
            return false;
          }
          cidrBits -= partSize;
          part += 1;
        }
        return true;
      }
      function parseIntAuto(string) {
        if (hexRegex.test(string)) {
          return parseInt(string, 16);
        }
        if (string[0] === "0" && !isNaN(parseInt(string[1], 10))) {
          if (octalRegex.test(string)) {
            return parseInt(string, 8);
          }
          throw new Error(`ipaddr: cannot parse ${string} as octal`);
        }
        return parseInt(string, 10);
      }
      function padPart(part, length) {
        while (part.length < length) {
          part = `0${part}`;
        }
        return part;
      }
      const ipaddr3 = {};
      ipaddr3.IPv4 = (function() {
        function IPv4(octets) {
          if (octets.length !== 4) {
            throw new Error("ipaddr: ipv4 octet count should be 4");
          }
          let i, octet;
          for (i = 0; i < octets.length; i++) {
            octet = octets[i];
            if (!(0 <= octet && octet <= 255)) {
              throw new Error("ipaddr: ipv4 octet should fit in 8 bits");
            }
          }
          this.octets = octets;
        }
        IPv4.prototype.SpecialRanges = {
          unspecified: [[new IPv4([0, 0, 0, 0]), 8]],
          broadcast: [[new IPv4([255, 255, 255, 255]), 32]],
          // RFC3171
          multicast: [[new IPv4([224, 0, 0, 0]), 4]],
          // RFC3927
          linkLocal: [[new IPv4([169, 254, 0, 0]), 16]],
          // RFC5735
          loopback: [[new IPv4([127, 0, 0, 0]), 8]],
          // RFC6598
          carrierGradeNat: [[new IPv4([100, 64, 0, 0]), 10]],
          // RFC1918
          "private": [
            [new IPv4([10, 0, 0, 0]), 8],
            [new IPv4([172, 16, 0, 0]), 12],
            [new IPv4([192, 168, 0, 0]), 16]
          ],
          // Reserved and testing-only ranges; RFCs 5735, 5737, 2544, 1700
          reserved: [
            [new IPv4([192, 0, 0, 0]), 24],
            [new IPv4([192, 0, 2, 0]), 24],
            [new IPv4([192, 88, 99, 0]), 24],
            [new IPv4([198, 18, 0, 0]), 15],
            [new IPv4([198, 51, 100, 0]), 24],
            [new IPv4([203, 0, 113, 0]), 24],
            [new IPv4([240, 0, 0, 0]), 4]
          ],
          // RFC7534, RFC7535
          as112: [
            [new IPv4([192, 175, 48, 0]), 24],
            [new IPv4([192, 31, 196, 0]), 24]
          ],
          // RFC7450
          amt: [
            [new IPv4([192, 52, 193, 0]), 24]
          ]
        };
        IPv4.prototype.kind = function() {
          return "ipv4";
        };
        IPv4.prototype.match = function(other, cidrRange) {
          let ref;
          if (cidrRange === void 0) {
            ref = other;
            other = ref[0];
            cidrRange = ref[1];
          }
          if (other.kind() !== "ipv4") {
            throw new Error("ipaddr: cannot match ipv4 address with non-ipv4 one");
          }
          return matchCIDR(this.octets, other.octets, 8, cidrRange);
        };
        IPv4.prototype.prefixLengthFromSubnetMask = function() {
          let cidr = 0;
          let stop = false;
          const zerotable = {
            0: 8,
            128: 7,
            192: 6,
            224: 5,
            240: 4,
            248: 3,
            252: 2,
            254: 1,
            255: 0
          };
          let i, octet, zeros;
          for (i = 3; i >= 0; i -= 1) {
            octet = this.octets[i];
            if (octet in zerotable) {
              zeros = zerotable[octet];
              if (stop && zeros !== 0) {
                return null;
              }
              if (zeros !== 8) {
                stop = true;
              }
              cidr += zeros;
            } else {
              return null;
            }
          }
          return 32 - cidr;
        };
        IPv4.prototype.range = function() {
          return ipaddr3.subnetMatch(this, this.SpecialRanges);
        };
        IPv4.prototype.toByteArray = function() {
          return this.octets.slice(0);
        };
        IPv4.prototype.toIPv4MappedAddress = function() {
          return ipaddr3.IPv6.parse(`::ffff:${this.toString()}`);
        };
        IPv4.prototype.toNormalizedString = function() {
          return this.toString();
        };
        IPv4.prototype.toString = function() {
          return this.octets.join(".");
        };
        return IPv4;
      })();
      ipaddr3.IPv4.broadcastAddressFromCIDR = function(string) {
        try {
          const cidr = this.parseCIDR(string);
          const ipInterfaceOctets = cidr[0].toByteArray();
          const subnetMaskOctets = this.subnetMaskFromPrefixLength(cidr[1]).toByteArray();
          const octets = [];
          let i = 0;
          while (i < 4) {
            octets.push(parseInt(ipInterfaceOctets[i], 10) | parseInt(subnetMaskOctets[i], 10) ^ 255);
            i++;
          }
          return new this(octets);
        } catch (e) {
          throw new Error("ipaddr: the address does not have IPv4 CIDR format", { cause: e });
        }
      };
      ipaddr3.IPv4.isIPv4 = function(string) {
        return this.parser(string) !== null;
      };
      ipaddr3.IPv4.isValid = function(string) {
        try {
          new this(this.parser(string));
          return true;
        } catch {
          return false;
        }
      };
      ipaddr3.IPv4.isValidCIDR = function(string) {
        try {
          this.parseCIDR(string);
          return true;
        } catch {
          return false;
        }
      };
      ipaddr3.IPv4.isValidFourPartDecimal = function(string) {
        if (ipaddr3.IPv4.isValid(string) && string.match(/^(0|[1-9]\d*)(\.(0|[1-9]\d*)){3}$/)) {
          return true;
        } else {
          return false;
        }
      };
      ipaddr3.IPv4.isValidCIDRFourPartDecimal = function(string) {
        const match = string.match(/^(.+)\/(\d+)$/);
        if (!ipaddr3.IPv4.isValidCIDR(string) || !match) {
          return false;
        }
        return ipaddr3.IPv4.isValidFourPartDecimal(match[1]);
      };
      ipaddr3.IPv4.networkAddressFromCIDR = function(string) {
        let cidr, i, ipInterfaceOctets, octets, subnetMaskOctets;
        try {
          cidr = this.parseCIDR(string);
          ipInterfaceOctets = cidr[0].toByteArray();
          subnetMaskOctets = this.subnetMaskFromPrefixLength(cidr[1]).toByteArray();
          octets = [];
          i = 0;
          while (i < 4) {
            octets.push(parseInt(ipInterfaceOctets[i], 10) & parseInt(subnetMaskOctets[i], 10));
            i++;
          }
          return new this(octets);
        } catch (e) {
          throw new Error("ipaddr: the address does not have IPv4 CIDR format", { cause: e });
        }
      };
      ipaddr3.IPv4.parse = function(string) {
        const parts = this.parser(string);
        if (parts === null) {
          throw new Error("ipaddr: string is not formatted like an IPv4 Address");
        }
        return new this(parts);
      };
      ipaddr3.IPv4.parseCIDR = function(string) {
        let match;
        if (match = string.match(/^(.+)\/(\d+)$/)) {
          const maskLength = parseInt(match[2]);
          if (maskLength >= 0 && maskLength <= 32) {
            const parsed = [this.parse(match[1]), maskLength];
            Object.defineProperty(parsed, "toString", {
              value: function() {
                return this.join("/");
              }
            });
            return parsed;
          }
        }
        throw new Error("ipaddr: string is not formatted like an IPv4 CIDR range");
      };
      ipaddr3.IPv4.parser = function(string) {
        let match, part, value;
        if (match = string.match(ipv4Regexes.fourOctet)) {
          return (function() {
            const ref = match.slice(1, 6);
            const results = [];
            for (let i = 0; i < ref.length; i++) {
              part = ref[i];
              results.push(parseIntAuto(part));
            }
            return results;
          })();
        } else if (match = string.match(ipv4Regexes.longValue)) {
          value = parseIntAuto(match[1]);
          if (value > 4294967295 || value < 0) {
            throw new Error("ipaddr: address outside defined range");
          }
          return (function() {
            const results = [];
            let shift;
            for (shift = 0; shift <= 24; shift += 8) {
              results.push(value >> shift & 255);
            }
            return results;
          })().reverse();
        } else if (match = string.match(ipv4Regexes.twoOctet)) {
          return (function() {
            const ref = match.slice(1, 4);
            const results = [];
            value = parseIntAuto(ref[1]);
            if (value > 16777215 || value < 0) {
              throw new Error("ipaddr: address outside defined range");
            }
            results.push(parseIntAuto(ref[0]));
            results.push(value >> 16 & 255);
            results.push(value >> 8 & 255);
            results.push(value & 255);
            return results;
          })();
        } else if (match = string.match(ipv4Regexes.threeOctet)) {
          return (function() {
            const ref = match.slice(1, 5);
            const results = [];
            value = parseIntAuto(ref[2]);
            if (value > 65535 || value < 0) {
              throw new Error("ipaddr: address outside defined range");
            }
            results.push(parseIntAuto(ref[0]));
            results.push(parseIntAuto(ref[1]));
            results.push(value >> 8 & 255);
            results.push(value & 255);
            return results;
          })();
        } else {
          return null;
        }
      };
      ipaddr3.IPv4.subnetMaskFromPrefixLength = function(prefix) {
        prefix = parseInt(prefix);
        if (Number.isNaN(prefix) || prefix < 0 || prefix > 32) {
          throw new Error("ipaddr: invalid IPv4 prefix length");
        }
        const octets = [0, 0, 0, 0];
        let j = 0;
        const filledOctetCount = Math.floor(prefix / 8);
        while (j < filledOctetCount) {
          octets[j] = 255;
          j++;
        }
        if (filledOctetCount < 4) {
          octets[filledOctetCount] = Math.pow(2, prefix % 8) - 1 << 8 - prefix % 8;
        }
        return new this(octets);
      };
      ipaddr3.IPv6 = (function() {
        function IPv6(parts, zoneId) {
          let i, part;
          if (parts.length === 16) {
            this.parts = [];
            for (i = 0; i <= 14; i += 2) {
              this.parts.push(parts[i] << 8 | parts[i + 1]);
            }
          } else if (parts.length === 8) {
            this.parts = parts;
          } else {
            throw new Error("ipaddr: ipv6 part count should be 8 or 16");
          }
          for (i = 0; i < this.parts.length; i++) {
            part = this.parts[i];
            if (!(0 <= part && part <= 65535)) {
              throw new Error("ipaddr: ipv6 part should fit in 16 bits");
            }
          }
          if (zoneId) {
            this.zoneId = zoneId;
          }
        }
        IPv6.prototype.SpecialRanges = {
          // RFC4291, here and after
          unspecified: [new IPv6([0, 0, 0, 0, 0, 0, 0, 0]), 128],
          linkLocal: [new IPv6([65152, 0, 0, 0, 0, 0, 0, 0]), 10],
          multicast: [new IPv6([65280, 0, 0, 0, 0, 0, 0, 0]), 8],
          loopback: [new IPv6([0, 0, 0, 0, 0, 0, 0, 1]), 128],
          uniqueLocal: [new IPv6([64512, 0, 0, 0, 0, 0, 0, 0]), 7],
          ipv4Mapped: [new IPv6([0, 0, 0, 0, 0, 65535, 0, 0]), 96],
          // RFC3879
          deprecatedSiteLocal: [new IPv6([65216, 0, 0, 0, 0, 0, 0, 0]), 10],
          // RFC6666
          discard: [new IPv6([256, 0, 0, 0, 0, 0, 0, 0]), 64],
          // RFC6145
          rfc6145: [new IPv6([0, 0, 0, 0, 65535, 0, 0, 0]), 96],
          rfc6052: [
            // RFC6052
            [new IPv6([100, 65435, 0, 0, 0, 0, 0, 0]), 96],
            // RFC8215
            [new IPv6([100, 65435, 1, 0, 0, 0, 0, 0]), 48]
          ],
          // RFC3056
          "6to4": [new IPv6([8194, 0, 0, 0, 0, 0, 0, 0]), 16],
          // RFC6052, RFC6146
          teredo: [new IPv6([8193, 0, 0, 0, 0, 0, 0, 0]), 32],
          // RFC5180
          benchmarking: [new IPv6([8193, 2, 0, 0, 0, 0, 0, 0]), 48],
          // RFC7450
          amt: [new IPv6([8193, 3, 0, 0, 0, 0, 0, 0]), 32],
          as112v6: [
            // RFC7535
            [new IPv6([8193, 4, 274, 0, 0, 0, 0, 0]), 48],
            // RFC7534
            [new IPv6([9760, 79, 32768, 0, 0, 0, 0, 0]), 48]
          ],
          // RFC4843
          deprecatedOrchid: [new IPv6([8193, 16, 0, 0, 0, 0, 0, 0]), 28],
          // RFC7343
          orchid2: [new IPv6([8193, 32, 0, 0, 0, 0, 0, 0]), 28],
          // RFC9374
          droneRemoteIdProtocolEntityTags: [new IPv6([8193, 48, 0, 0, 0, 0, 0, 0]), 28],
          // RFC9602
          segmentRouting: [new IPv6([24320, 0, 0, 0, 0, 0, 0, 0]), 16],
          reserved: [
            // RFC3849
            [new IPv6([8193, 0, 0, 0, 0, 0, 0, 0]), 23],
            // RFC2928
            [new IPv6([8193, 3512, 0, 0, 0, 0, 0, 0]), 32],
            // RFC9637
            [new IPv6([16383, 0, 0, 0, 0, 0, 0, 0]), 20]
          ]
        };
        IPv6.prototype.isIPv4MappedAddress = function() {
          return this.range() === "ipv4Mapped";
        };
        IPv6.prototype.kind = function() {
          return "ipv6";
        };
        IPv6.prototype.match = function(other, cidrRange) {
          let ref;
          if (cidrRange === void 0) {
            ref = other;
            other = ref[0];
            cidrRange = ref[1];
          }
          if (other.kind() !== "ipv6") {
            throw new Error("ipaddr: cannot match ipv6 address with non-ipv6 one");
          }
          return matchCIDR(this.parts, other.parts, 16, cidrRange);
        };
        IPv6.prototype.prefixLengthFromSubnetMask = function() {
          let cidr = 0;
          let stop = false;
          const zerotable = {
            0: 16,
            32768: 15,
            49152: 14,
            57344: 13,
            61440: 12,
            63488: 11,
            64512: 10,
            65024: 9,
            65280: 8,
            65408: 7,
            65472: 6,
            65504: 5,
            65520: 4,
            65528: 3,
            65532: 2,
            65534: 1,
            65535: 0
          };
          let part, zeros;
          for (let i = 7; i >= 0; i -= 1) {
            part = this.parts[i];
            if (part in zerotable) {
              zeros = zerotable[part];
              if (stop && zeros !== 0) {
                return null;
              }
              if (zeros !== 16) {
                stop = true;
              }
              cidr += zeros;
            } else {
              return null;
            }
          }
          return 128 - cidr;
        };
        IPv6.prototype.range = function() {
          return ipaddr3.subnetMatch(this, this.SpecialRanges);
        };
        IPv6.prototype.toByteArray = function() {
          let part;
          const bytes = [];
          const ref = this.parts;
          for (let i = 0; i < ref.length; i++) {
            part = ref[i];
            bytes.push(part >> 8);
            bytes.push(part & 255);
          }
          return bytes;
        };
        IPv6.prototype.toFixedLengthString = function() {
          const addr = (function() {
            const results = [];
            for (let i = 0; i < this.parts.length; i++) {
              results.push(padPart(this.parts[i].toString(16), 4));
            }
            return results;
          }).call(this).join(":");
          let suffix = "";
          if (this.zoneId) {
            suffix = `%${this.zoneId}`;
          }
          return addr + suffix;
        };
        IPv6.prototype.toIPv4Address = function() {
          if (!this.isIPv4MappedAddress()) {
            throw new Error("ipaddr: trying to convert a generic ipv6 address to ipv4");
          }
          const ref = this.parts.slice(-2);
          const high = ref[0];
          const low = ref[1];
          return new ipaddr3.IPv4([high >> 8, high & 255, low >> 8, low & 255]);
        };
        IPv6.prototype.toNormalizedString = function() {
          const addr = (function() {
            const results = [];
            for (let i = 0; i < this.parts.length; i++) {
              results.push(this.parts[i].toString(16));
            }
            return results;
          }).call(this).join(":");
          let suffix = "";
          if (this.zoneId) {
            suffix = `%${this.zoneId}`;
          }
          return addr + suffix;
        };
        IPv6.prototype.toRFC5952String = function() {
          const regex = /((^|:)(0(:|$)){2,})/g;
          let suffix = "";
          if (this.zoneId) {
            suffix = `%${this.zoneId}`;
          }
          const normalized = this.toNormalizedString();
          const string = normalized.slice(0, normalized.length - suffix.length);
          let bestMatchIndex = 0;
          let bestMatchLength = -1;
          let bestMatchGroups = -1;
          let match;
          while (match = regex.exec(string)) {
            const groups = (match[0].match(/0/g) || []).length;
            if (groups > bestMatchGroups) {
              bestMatchGroups = groups;
              bestMatchIndex = match.index;
              bestMatchLength = match[0].length;
            }
          }
          if (bestMatchLength < 0) {
            return string + suffix;
          }
          return `${string.substring(0, bestMatchIndex)}::${string.substring(bestMatchIndex + bestMatchLength)}${suffix}`;
        };
        IPv6.prototype.toString = function() {
          return this.toRFC5952String();
        };
        return IPv6;
      })();
      ipaddr3.IPv6.broadcastAddressFromCIDR = function(string) {
        try {
          const cidr = this.parseCIDR(string);
          const ipInterfaceOctets = cidr[0].toByteArray();
          const subnetMaskOctets = this.subnetMaskFromPrefixLength(cidr[1]).toByteArray();
          const octets = [];
          let i = 0;
          while (i < 16) {
            octets.push(parseInt(ipInterfaceOctets[i], 10) | parseInt(subnetMaskOctets[i], 10) ^ 255);
            i++;
          }
          return new this(octets);
        } catch (e) {
          throw new Error("ipaddr: the address does not have IPv6 CIDR format", { cause: e });
        }
      };
      ipaddr3.IPv6.isIPv6 = function(string) {
        return this.parser(string) !== null;
      };
      ipaddr3.IPv6.isValid = function(string) {
        if (typeof string === "string" && string.indexOf(":") === -1) {
          return false;
        }
        try {
          const addr = this.parser(string);
          new this(addr.parts, addr.zoneId);
          return true;
        } catch {
          return false;
        }
      };
      ipaddr3.IPv6.isValidCIDR = function(string) {
        if (typeof string === "string" && string.indexOf(":") === -1) {
          return false;
        }
        try {
          this.parseCIDR(string);
          return true;
        } catch {
          return false;
        }
      };
      ipaddr3.IPv6.networkAddressFromCIDR = function(string) {
        let cidr, i, ipInterfaceOctets, octets, subnetMaskOctets;
        try {
          cidr = this.parseCIDR(string);
          ipInterfaceOctets = cidr[0].toByteArray();
          subnetMaskOctets = this.subnetMaskFromPrefixLength(cidr[1]).toByteArray();
          octets = [];
          i = 0;
          while (i < 16) {
            octets.push(parseInt(ipInterfaceOctets[i], 10) & parseInt(subnetMaskOctets[i], 10));
            i++;
          }
          return new this(octets);
        } catch (e) {
          throw new Error("ipaddr: the address does not have IPv6 CIDR format", { cause: e });
        }
      };
      ipaddr3.IPv6.parse = function(string) {
        const addr = this.parser(string);
        if (addr === null) {
          throw new Error("ipaddr: string is not formatted like an IPv6 Address");
        }
        return new this(addr.parts, addr.zoneId);
      };
      ipaddr3.IPv6.parseCIDR = function(string) {
        let maskLength, match, parsed;
        if (match = string.match(/^(.+)\/(\d+)$/)) {
          maskLength = parseInt(match[2]);
          if (maskLength >= 0 && maskLength <= 128) {
            parsed = [this.parse(match[1]), maskLength];
            Object.defineProperty(parsed, "toString", {
              value: function() {
                return this.join("/");
              }
            });
            return parsed;
          }
        }
        throw new Error("ipaddr: string is not formatted like an IPv6 CIDR range");
      };
      ipaddr3.IPv6.parser = function(string) {
        let addr, i, match, octet, octets, zoneId;
        if (match = string.match(ipv6Regexes.deprecatedTransitional)) {
          return this.parser(`::ffff:${match[1]}`);
        }
        if (ipv6Regexes.native.test(string)) {
          return expandIPv6(string, 8);
        }
        if (match = string.match(ipv6Regexes.transitional)) {
          zoneId = match[6] || "";
          addr = match[1];
          if (!match[1].endsWith("::")) {
            addr = addr.slice(0, -1);
          }
          addr = expandIPv6(addr + zoneId, 6);
          if (addr && addr.parts) {
            octets = [
              parseInt(match[2]),
              parseInt(match[3]),
              parseInt(match[4]),
              parseInt(match[5])
            ];
            for (i = 0; i < octets.length; i++) {
              octet = octets[i];
              if (!(0 <= octet && octet <= 255)) {
                return null;
              }
            }
            addr.parts.push(octets[0] << 8 | octets[1]);
            addr.parts.push(octets[2] << 8 | octets[3]);
            return {
              parts: addr.parts,
              zoneId: addr.zoneId
            };
          }
        }
        return null;
      };
      ipaddr3.IPv6.subnetMaskFromPrefixLength = function(prefix) {
        prefix = parseInt(prefix);
        if (Number.isNaN(prefix) || prefix < 0 || prefix > 128) {
          throw new Error("ipaddr: invalid IPv6 prefix length");
        }
        const octets = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
        let j = 0;
        const filledOctetCount = Math.floor(prefix / 8);
        while (j < filledOctetCount) {
          octets[j] = 255;
          j++;
        }
        if (filledOctetCount < 16) {
          octets[filledOctetCount] = Math.pow(2, prefix % 8) - 1 << 8 - prefix % 8;
        }
        return new this(octets);
      };
      ipaddr3.fromByteArray = function(bytes) {
        const length = bytes.length;
        if (length === 4) {
          return new ipaddr3.IPv4(bytes);
        } else if (length === 16) {
          return new ipaddr3.IPv6(bytes);
        } else {
          throw new Error("ipaddr: the binary input is neither an IPv6 nor IPv4 address");
        }
      };
      ipaddr3.isValid = function(string) {
        return ipaddr3.IPv6.isValid(string) || ipaddr3.IPv4.isValid(string);
      };
      ipaddr3.isValidCIDR = function(string) {
        return ipaddr3.IPv6.isValidCIDR(string) || ipaddr3.IPv4.isValidCIDR(string);
      };
      ipaddr3.parse = function(string) {
        if (ipaddr3.IPv6.isValid(string)) {
          return ipaddr3.IPv6.parse(string);
        } else if (ipaddr3.IPv4.isValid(string)) {
          return ipaddr3.IPv4.parse(string);
        } else {
          throw new Error("ipaddr: the address has neither IPv6 nor IPv4 format");
        }
      };
      ipaddr3.parseCIDR = function(string) {
        try {
          return ipaddr3.IPv6.parseCIDR(string);
        } catch {
          try {
            return ipaddr3.IPv4.parseCIDR(string);
          } catch (e) {
            throw new Error("ipaddr: the address has neither IPv6 nor IPv4 CIDR format", { cause: e });
          }
        }
      };
      ipaddr3.process = function(string) {
        const addr = this.parse(string);
        if (addr.kind() === "ipv6" && addr.isIPv4MappedAddress()) {
          return addr.toIPv4Address();
        } else {
          return addr;
        }
      };
      ipaddr3.subnetMatch = function(address, rangeList, defaultName) {
        let i, rangeName, rangeSubnets, subnet;
        if (defaultName === void 0 || defaultName === null) {
          defaultName = "unicast";
        }
        for (rangeName in rangeList) {
          if (Object.prototype.hasOwnProperty.call(rangeList, rangeName)) {
            rangeSubnets = rangeList[rangeName];
            if (rangeSubnets[0] && !(rangeSubnets[0] instanceof Array)) {
              rangeSubnets = [rangeSubnets];
            }
            for (i = 0; i < rangeSubnets.length; i++) {
              subnet = rangeSubnets[i];
              if (address.kind() === subnet[0].kind() && address.match.apply(address, subnet)) {
                return rangeName;
              }
            }
          }
        }
        return defaultName;
      };
      if (typeof module !== "undefined" && module.exports) {
        module.exports = ipaddr3;
      } else {
        root.ipaddr = ipaddr3;
      }
    })(exports);
  }
});

// engine/types.ts
var CATEGORIES = ["Discovery", "Access", "Content", "Actions", "Commerce"];
var PROFILE_NAMES = ["docs", "api", "mcp", "agent", "commerce"];
var REQUESTABLE_PROFILES = ["auto", "api", "mcp", "agent", "docs", "commerce", "all"];
var CHECK_SCOPES = ["origin", "page"];
var CHECK_STATUSES = ["pass", "warn", "fail", "error"];
var FINDING_STATUSES = ["pass", "warn", "fail", "info", "error"];
var REPORT_SCOPES = ["page", "site"];
var FINDING_VIEWS = ["raw", "rendered"];
var PLATFORM_KINDS = ["site-builder", "commerce", "docs", "cms", "plugin", "cdn", "host", "framework"];

// engine/check-ids.ts
var CHECK_IDS = [
  "robots-txt",
  "sitemap",
  "link-headers",
  "llms-txt",
  "llms-full-txt",
  "api-catalog",
  "ai-crawler-rules",
  "content-signals",
  "agent-access",
  "web-bot-auth",
  "markdown-negotiation",
  "server-rendered-content",
  "structured-data",
  "page-metadata",
  "semantic-structure",
  "content-efficiency",
  "http-semantics",
  "openapi",
  "mcp-server",
  "a2a-agent-card",
  "agent-skills",
  "oauth-discovery",
  "oauth-protected-resource",
  "webmcp",
  "product-data",
  "commerce-protocols"
];
var CHECK_COUNT = CHECK_IDS.length;
function isCheckId(value) {
  return CHECK_IDS.includes(value);
}

// engine/capability-ids.ts
var CAPABILITY_IDS = ["llms-txt", "web-bot-auth", "markdown", "openapi", "mcp", "a2a", "agent-skills", "oauth-metadata", "commerce"];
var CAPABILITY_CHECKS = {
  "llms-txt": "llms-txt",
  "web-bot-auth": "web-bot-auth",
  markdown: "markdown-negotiation",
  openapi: "openapi",
  mcp: "mcp-server",
  a2a: "a2a-agent-card",
  "agent-skills": "agent-skills",
  "oauth-metadata": "oauth-discovery",
  commerce: "commerce-protocols"
};
function capabilityOfCheck(id) {
  for (const capability of CAPABILITY_IDS) if (CAPABILITY_CHECKS[capability] === id) return capability;
  return null;
}
var CAPABILITY_NAMES = {
  "llms-txt": "llms.txt",
  "web-bot-auth": "Web Bot Auth key directory",
  markdown: "Markdown for agents",
  openapi: "OpenAPI description",
  mcp: "MCP server",
  a2a: "A2A agent card",
  "agent-skills": "Agent skills",
  "oauth-metadata": "OAuth metadata",
  commerce: "Commerce profile"
};
var CAPABILITY_STATES = ["yes", "no", "could-not-ask"];
var EVIDENCE_LEVELS = ["declared", "probed", "exercised"];
var COULD_NOT_ASK_REASONS = ["robots", "fetch-error", "budget", "auth"];
var PRESENCE_PROOFS = ["exchange", "canary", "catch-all", "unproven"];
function presenceCounts(proof) {
  return proof === "exchange" || proof === "canary";
}

// engine/assertion-presets.ts
var AGENT_READS_AT_LEAST = {
  reads: ["reads"],
  partial: ["reads", "partial"],
  pay: ["reads", "partial", "pay"]
};
var PRESET_NAMES = ["recommended", "docs", "api", "mcp", "agent", "commerce"];
var ASSERTION_PRESETS = {
  recommended: {
    description: "What every site should meet: crawlable, described, readable without JavaScript, open to agents (none refused; charging one is your choice).",
    assert: {
      score: 60,
      "agent:*": "pay",
      "robots-txt": "pass",
      sitemap: "warn",
      "llms-txt": "warn",
      "ai-crawler-rules": "warn",
      "agent-access": "pass",
      "server-rendered-content": "pass",
      "page-metadata": "warn",
      "semantic-structure": "warn",
      "http-semantics": "warn"
    }
  },
  docs: {
    description: "Documentation sites: llms.txt and its full text, Markdown for agents, lean pages, every agent reading at least part of the start page.",
    extends: "recommended",
    assert: {
      "agent:*": "partial",
      "llms-txt": "pass",
      "llms-full-txt": "warn",
      "markdown-negotiation": "warn",
      "content-efficiency": "warn",
      "category:content": 70
    }
  },
  api: {
    description: "Sites with a public API: a valid OpenAPI description, found through the API catalog, with OAuth metadata.",
    extends: "recommended",
    assert: {
      openapi: "pass",
      "api-catalog": "warn",
      "oauth-discovery": "warn",
      "oauth-protected-resource": "warn"
    }
  },
  mcp: {
    description: "Sites with an MCP server: the server answers, is listed, and says how to authorize.",
    extends: "recommended",
    assert: {
      "mcp-server": "pass",
      "api-catalog": "warn",
      "oauth-protected-resource": "warn",
      "agent-skills": "warn"
    }
  },
  agent: {
    description: "Sites offering an agent: a valid A2A agent card, agent skills and OAuth discovery.",
    extends: "recommended",
    assert: {
      "a2a-agent-card": "pass",
      "agent-skills": "warn",
      "oauth-discovery": "warn"
    }
  },
  commerce: {
    description: "Shops: product data agents can read and the agent commerce protocols.",
    extends: "recommended",
    assert: {
      "product-data": "pass",
      "structured-data": "pass",
      "commerce-protocols": "warn"
    }
  }
};
function isPresetName(name) {
  return PRESET_NAMES.includes(name);
}
function presetAssertions(name) {
  const preset = ASSERTION_PRESETS[name];
  const inherited = preset.extends ? presetAssertions(preset.extends) : [];
  const own = Object.entries(preset.assert);
  const ownKeys = new Set(own.map(([key]) => key));
  return [...inherited.filter(([key]) => !ownKeys.has(key)), ...own];
}

// engine/well-known.ts
var ROBOTS_TXT_PATH = "/robots.txt";
var SITEMAP_PROBE_PATHS = ["/sitemap.xml", "/sitemap_index.xml", "/sitemap-index.xml", "/sitemap.xml.gz"];
var LLMS_TXT_PATHS = ["/llms.txt", "/docs/llms.txt", "/.well-known/llms.txt"];
var LLMS_FULL_TXT_PATH = "/llms-full.txt";
var API_CATALOG_PATH = "/.well-known/api-catalog";
var OPENAPI_PROBE_PATHS = [
  "/.well-known/openapi.json",
  "/openapi.json",
  "/openapi.yaml",
  "/swagger.json",
  "/api/openapi.json",
  "/docs/openapi.json",
  "/v3/api-docs"
];
var AI_CATALOG_PATH = "/.well-known/ai-catalog.json";
var ARD_CATALOG_PATH = "/.well-known/ard.json";
var AI_CATALOG_TYPE = "application/ai-catalog+json";
var MCP_DEFAULT_ENDPOINT_PATH = "/mcp";
var MCP_SERVER_CARD_SUFFIX = "/server-card";
var MCP_CARD_TYPE = "application/mcp-server-card+json";
var MCP_CARD_SCHEMA = "https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json";
var MCP_LEGACY_CARD_PATHS = ["/.well-known/mcp/server-card.json", "/.well-known/mcp.json"];
var A2A_CARD_PATH = "/.well-known/agent-card.json";
var A2A_LEGACY_CARD_PATH = "/.well-known/agent.json";
var A2A_MEDIA_TYPE = "application/a2a+json";
var A2A_AGENT_CARD_ENTRY_TYPE = "application/a2a-agent-card+json";
var AGENT_SKILLS_INDEX_PATH = "/.well-known/agent-skills/index.json";
var AGENT_SKILLS_LEGACY_INDEX_PATH = "/.well-known/skills/index.json";
var AGENT_SKILLS_SCHEMA = "https://schemas.agentskills.io/discovery/0.2.0/schema.json";
var OAUTH_AUTHORIZATION_SERVER_PATH = "/.well-known/oauth-authorization-server";
var OPENID_CONFIGURATION_PATH = "/.well-known/openid-configuration";
var OAUTH_PROTECTED_RESOURCE_PATH = "/.well-known/oauth-protected-resource";
var AUTH_MD_PATH = "/auth.md";
var SIGNATURES_DIRECTORY_PATH = "/.well-known/http-message-signatures-directory";
var SIGNATURES_DIRECTORY_TYPE = "application/http-message-signatures-directory+json";
var UCP_PROFILE_PATH = "/.well-known/ucp";
var ACP_DISCOVERY_PATH = "/.well-known/acp.json";
var X402_MANIFEST_PATH = "/.well-known/x402";

// engine/scorecard.ts
var SCORECARD_VERSION = "2026.12.3";
var EVIDENCE_GRADES = ["gate", "A", "B", "C", "0", "N", "emerging"];
var FIX_KINDS = ["gate", "cost", "coverage"];
var GRID = "Ora/Vercel fetchability grid (agentready-org/standard data/fetchability.csv, Aug 2026)";
var A14Y = "a14y ablations (72 Claude runs: discovery layer -47% tokens, answer quality flat)";
var WEBMALL = "WebMall-Interfaces (arXiv 2511.23281) and Beyond Browsing (arXiv 2410.16464): API/MCP interfaces raise task success and cut tokens";
var AFD = "AFD spec 0.6 (agentdocsspec.com): truncation and conversion limits of coding agents";
var CHECK_EVIDENCE = {
  "agent-access": { grade: "gate", source: `${GRID}: a 403 to agent user-agents stopped every client` },
  "server-rendered-content": { grade: "gate", source: `${GRID}: JavaScript-only content stopped the plain fetch` },
  openapi: { grade: "A", source: WEBMALL },
  "mcp-server": { grade: "A", source: `${WEBMALL}; MCP tool-description smells (arXiv 2602.14878)` },
  "markdown-negotiation": { grade: "B", source: `${A14Y}; ${AFD}` },
  "content-efficiency": { grade: "B", source: `${AFD}: content after the truncation point is lost` },
  "llms-txt": { grade: "B", source: `${A14Y} (no in-page link made Claude read llms.txt, 0/20); Trakkr llms.txt study: no citation lift` },
  "http-semantics": { grade: "B", source: `${AFD}: redirects and soft 404s cost agents steps and mislead them` },
  "semantic-structure": { grade: "C", source: "Mechanism: browsing agents read the accessibility tree (Playwright MCP snapshots)" },
  "robots-txt": { grade: "C", source: "Mechanism: RFC 9309; crawlers and the agents that obey robots.txt read it first" },
  "ai-crawler-rules": { grade: "C", source: "Mechanism: robots.txt groups decide what each AI crawler may fetch" },
  "llms-full-txt": { grade: "C", source: "Mechanism: one file holds the docs an agent would otherwise fetch page by page" },
  "oauth-discovery": { grade: "C", source: "Mechanism: MCP authorization (2025-06-18 and later) discovers the authorization server here" },
  "oauth-protected-resource": { grade: "C", source: "Mechanism: RFC 9728 metadata is how MCP clients find how to authenticate" },
  "api-catalog": { grade: "C", source: "Mechanism: RFC 9727 tells agents where the APIs are described" },
  sitemap: { grade: "0", source: "No outcome study found for agents acting for users" },
  "link-headers": { grade: "0", source: "No outcome study found" },
  "page-metadata": { grade: "0", source: "No outcome study found" },
  "structured-data": { grade: "N", source: "Ahrefs JSON-LD study (1,885 pages against 4,000 controls): no lift on AI citations" },
  "product-data": { grade: "0", source: "No outcome study found" },
  "content-signals": { grade: "0", source: "A preference, not an outcome" },
  "a2a-agent-card": { grade: "emerging", source: "Emerging standard (A2A 1.0): a bonus, never a penalty" },
  "agent-skills": { grade: "emerging", source: "Emerging standard (Agent Skills Discovery 0.2.0): a bonus, never a penalty" },
  "commerce-protocols": { grade: "emerging", source: "Emerging standards (UCP, ACP, x402, MPP, AP2): a bonus, never a penalty" },
  webmcp: { grade: "emerging", source: "Emerging standard (WebMCP CG draft): a bonus, never a penalty" },
  "web-bot-auth": { grade: "emerging", source: "Emerging standard (draft-ietf-webbotauth): a bonus, never a penalty" }
};
var GRADE_WEIGHTS = { gate: 0, A: 6, B: 4, C: 2, "0": 1, N: 1, emerging: 0 };
function fixKindOf(id) {
  const { grade } = CHECK_EVIDENCE[id];
  if (grade === "gate") return "gate";
  return grade === "B" ? "cost" : "coverage";
}
var ACCESS_SHARE = 0.5;
var SCORE_CAPS = {
  /** Every user-triggered profile that names itself as an agent is refused, challenged or disallowed. */
  "agents-refused": {
    limit: 19,
    reason: "The site refuses the AI agents it can recognise: every agent that names itself in its User-Agent is refused, challenged or disallowed."
  },
  /** No main content without JavaScript for any agent that runs none. */
  "javascript-only": {
    limit: 39,
    reason: "The main content exists only after JavaScript runs: every agent that runs no JavaScript gets no or part of the content."
  }
};
var JAVASCRIPT_READ_FLOOR = {
  score: SCORE_CAPS["agents-refused"].limit + 1,
  reason: "An agent that runs JavaScript (the browsing profile) reads the page, so it scores above any site that refuses agents."
};
var EVIDENCE_CEILINGS = { declared: 40, probed: 100, exercised: 100 };
var EVIDENCE_CEILING_SOURCE = "Known Good's published census rubric (claimed / probe-verified / behaviourally verified; CONFIRMED, PROBABLE, DECLARED_ONLY, UNCERTAIN), October 2026";
var EMERGING_BONUS = {
  max: 5,
  /** Points for an emerging-standard check that passes. */
  perCheck: 2,
  checks: ["a2a-agent-card", "agent-skills", "commerce-protocols", "webmcp", "web-bot-auth"],
  /** Points for an emerging standard judged inside another check, by the finding code its valid form reports. */
  perFinding: 1,
  findings: {
    "api-catalog.ai-catalog-valid": "AI catalog (ARD / AI Catalog)",
    "api-catalog.dns-aid-valid": "DNS-AID records, authenticated",
    "api-catalog.dns-aid-unsigned": "DNS-AID records",
    "oauth-discovery.auth-md-valid": "auth.md",
    "content-signals.rsl-valid": "RSL license"
  }
};
var SCORECARD_HISTORY = [
  {
    version: SCORECARD_VERSION,
    changes: [
      "The same weights, caps and bonus as 2026.12.2, with priced access its own verdict (checks.md 2026-12d): an agent answered HTTP 402 (pay per crawl's crawler-price, an x402 or MPP challenge, or a bare 402) is asked to pay, never refused. Charging is the owner's choice, as a training opt-out is: a view asked to pay counts neither as read nor as refused in Access (left out of its numerator and denominator), no cap rests on it or is lifted by it, and no fix asks the owner to give the content away.",
      "Declared documents judged as their versions specify: a UCP profile against the version it declares (2026-04-08, 2026-08-25), an MCP server card against its live server (name, version, transport), and private keys, expired keys and unsupported curves in any published key set are findings."
    ]
  },
  {
    version: "2026.12.2",
    changes: [
      "The same weights, caps and bonus as 2026.12.1 (and the evidence ceiling below), with the agent views judged alike on every page (checks.md 2026-12c): a page that answers a browser and the agents alike with 404, 410 or 5xx is broken, not blocked: it gets no agent verdict, is left out of Access and of the page checks' means, and is an http-semantics finding; Access over a site scan is the mean over the pages with at least one measured view.",
      "A view with no response, and the browsing profile where no page was rendered, is not measured: it has no access number and no cap or floor rests on it.",
      "Page shapes: a meta refresh is followed only by the profiles whose sources say they follow it (the others get the page that holds it); content only a frame carries inside the main content is not in a view that runs no JavaScript; an application shell is recognised whatever its framework and mount element, a static header or footer beside it; text inside script, style and template elements is never content and never counts toward a truncation limit.",
      "Claims, probes and exercises: a capability that is only declared (its endpoint did not answer as its specification says) scores at most 40; a check that could not ask (robots.txt disallows the scanner, a failure or timeout of ours, a spent budget, authentication required) is error and counts nowhere."
    ]
  },
  {
    version: "2026.12.1",
    changes: [
      "The same weights, caps and bonus as 2026.12, on corrected agent views: a view is blocked only for a cause observed for that profile, and JavaScript is blamed only on evidence that scripts build the main content (little text alone never is).",
      "A cap is applied only where it lowers the score, and names the profiles and what they received.",
      "A fix returns what the score would gain with its open findings resolved (Access and caps recomputed); the fix list holds open work only, largest gain first."
    ]
  },
  {
    version: "2026.12",
    changes: [
      "Access is half of the score: the share of user-triggered agent profiles that read the start page (partial counts half).",
      "Caps: a site that refuses every agent it can recognise scores at most 19; one whose main content needs JavaScript at most 39, and at least 20 when the browsing profile reads it.",
      "Weights follow evidence grades (A 6, B 4, C 2, 0 and N 1); agent-access and server-rendered-content are gates, counted in Access.",
      "Emerging standards (A2A, agent skills, commerce protocols, WebMCP, Web Bot Auth, AI catalogs, DNS-AID, auth.md, RSL) add up to 5 points and never subtract."
    ]
  },
  {
    version: "2026.11",
    changes: ["The weighted mean of the applicable, non-informational checks with hand-set weights (llms-txt 8, openapi and mcp-server 6, ...). Reports of engines before 6.3.0 carry no scorecard and were scored this way."]
  }
];
var UNVERSIONED_SCORECARD = "2026.11";

// engine/config.ts
var WEIGHTS = Object.fromEntries(
  CHECK_IDS.map((id) => [id, GRADE_WEIGHTS[CHECK_EVIDENCE[id].grade]])
);
var GRADES = [
  { min: 90, label: "A", color: "#15803d" },
  { min: 75, label: "B", color: "#4d7c0f" },
  { min: 60, label: "C", color: "#a16207" },
  { min: 40, label: "D", color: "#c2410c" },
  { min: 0, label: "F", color: "#b91c1c" }
];
var DEFAULTS = {
  timeout: 5e3,
  retries: 1,
  maxPages: 1,
  /** Upper bound for maxPages accepted by the engine itself (plans set lower limits). */
  maxPagesLimit: 500,
  /** Requests of one audit in flight to one origin: no more than the scanner's per-host bound (fetch/politeness.ts). */
  perOriginConcurrency: 2,
  /** Pages gathered at once in a site audit. */
  pageConcurrency: 4
};
var PAGE_STRUCTURE_CAPS = { depth: 512, elements: 4e5, work: 4e7 };
var DECLARED_SCHEMA_LIMITS = {
  /** Characters of its JSON. */
  bytes: 64 * 1024,
  /** Levels of nesting. */
  depth: 32
};

// engine/render/find-browser.ts
var import_node_fs = __toESM(require_node_fs(), 1);
var BROWSER_ENV = ["AGENTGAUGE_BROWSER", "CHROME_PATH"];
var KNOWN_PATHS = {
  linux: [
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
    "/usr/bin/google-chrome",
    "/usr/bin/google-chrome-stable",
    "/snap/bin/chromium",
    "/usr/bin/microsoft-edge"
  ],
  darwin: [
    "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
    "/Applications/Chromium.app/Contents/MacOS/Chromium",
    "/Applications/Microsoft Edge.app/Contents/MacOS/Microsoft Edge"
  ],
  win32: [
    "C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe",
    "C:\\Program Files (x86)\\Google\\Chrome\\Application\\chrome.exe",
    "C:\\Program Files (x86)\\Microsoft\\Edge\\Application\\msedge.exe"
  ]
};
function findBrowser(explicit, env = process.env) {
  if (explicit) return (0, import_node_fs.existsSync)(explicit) ? explicit : null;
  for (const name of BROWSER_ENV) {
    const value = env[name];
    if (value) return (0, import_node_fs.existsSync)(value) ? value : null;
  }
  return (KNOWN_PATHS[process.platform] ?? []).find((path) => (0, import_node_fs.existsSync)(path)) ?? null;
}

// engine/render/memory-watch.ts
var import_node_fs2 = __toESM(require_node_fs(), 1);
var MEMORY_WATCH_AVAILABLE = process.platform === "linux";
var RENDER_MEMORY_ENV = "AGENTGAUGE_RENDER_MEMORY_MB";
var DEFAULT_RENDER_MEMORY_MB = 512;

// engine/environment.ts
var DNS_SERVERS_ENV = "AGENTGAUGE_DNS_SERVERS";
var DNS_TRUST_AD_ENV = "AGENTGAUGE_DNS_TRUST_AD";
var RENDERED_VIEW_CHECKS = ["server-rendered-content", "semantic-structure", "webmcp"];
var AUDIT_ENVIRONMENT = [
  {
    name: DNS_SERVERS_ENV,
    value: "host:port,\u2026",
    meaning: "DNS servers that answer every lookup of an audit (host addresses and DNS-AID records) instead of the system's; the CLI's --dns-server",
    checks: ["api-catalog"]
  },
  {
    name: DNS_TRUST_AD_ENV,
    value: "1",
    meaning: "trust the DNSSEC AD bit of a resolver that is not on loopback (DNS-AID records then count as authenticated)",
    checks: ["api-catalog"]
  },
  ...BROWSER_ENV.map((name) => ({
    name,
    value: "path",
    meaning: "the Chromium or Chrome executable for the rendered view of a CLI audit with --browser (read in this order)",
    checks: RENDERED_VIEW_CHECKS
  })),
  {
    name: RENDER_MEMORY_ENV,
    value: "MB",
    meaning: `resident memory any one process of the rendered view's browser may hold (default ${DEFAULT_RENDER_MEMORY_MB}); past it the browser is stopped and the page keeps to the raw view`,
    checks: RENDERED_VIEW_CHECKS
  }
];

// engine/fetch/dns-servers.ts
var import_ipaddr = __toESM(require_ipaddr(), 1);
function parseDnsServer(value) {
  const text = value.trim();
  const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(text);
  const [host, port] = bracketed ? [bracketed[1], bracketed[2]] : text.split(":").length === 2 ? text.split(":") : [text, void 0];
  const number = port === void 0 ? 53 : Number(port);
  if (!import_ipaddr.default.isValid(host) || !Number.isInteger(number) || number < 1 || number > 65535) return null;
  return { host, port: number };
}
function parseDnsServerList(values, field) {
  return values.flatMap((value) => value.split(",")).filter((value) => value.trim() !== "").map((value) => {
    const server = parseDnsServer(value);
    if (!server) throw new AuditError("invalid-options", `${field}: "${value.trim()}" is not an IP address with an optional port (host:port).`, { field });
    return server;
  });
}
function configuredDnsServers() {
  const fromEnvironment = process.env[DNS_SERVERS_ENV];
  return fromEnvironment ? parseDnsServerList([fromEnvironment], DNS_SERVERS_ENV) : [];
}
function formatDnsServer(server) {
  return server.host.includes(":") ? `[${server.host}]:${server.port}` : `${server.host}:${server.port}`;
}

// engine/options.ts
var OPTION_LIMITS = {
  timeout: { min: 100, max: 1e4 },
  retries: { min: 0, max: 2 },
  maxPages: { min: 1, max: DEFAULTS.maxPagesLimit }
};

// engine/agents/vendor-pages.ts
var OPENAI_CRAWLERS_PAGE = 'OpenAI, "Overview of OpenAI crawlers", https://platform.openai.com/docs/bots';
var ANTHROPIC_CRAWLER_PAGE = 'Anthropic, "Does Anthropic crawl data from the web, and how can site owners block the crawler?" (privacy.claude.com article 8896518)';
var PERPLEXITY_CRAWLERS_PAGE = 'Perplexity, "Perplexity Crawlers", https://docs.perplexity.ai/docs/resources/perplexity-crawlers';
var MDREAM_ACCEPT_TABLE = "mdream accept-header tester, https://mdream.dev/tools/accept-header (agent request table, 2026)";

// engine/agents/profiles.ts
var AGENT_PROFILE_IDS = ["claude-code", "cursor", "codex", "chatgpt", "gemini", "perplexity", "mcp-fetch", "browser"];
var AFD2 = "Agent-Friendly Documentation spec 0.6 (agentdocsspec.com), Appendix B";
var ANTHROPIC_BOTS = `${ANTHROPIC_CRAWLER_PAGE}: Claude-User is a user-initiated fetcher and Anthropic's bots honour robots.txt`;
var GOOGLE_FETCHERS = 'Google, "List of Google user-triggered fetchers", https://developers.google.com/crawling/docs/crawlers-fetchers/google-user-triggered-fetchers ("these fetchers generally ignore robots.txt rules")';
var MCP_FETCH = "modelcontextprotocol/servers src/fetch/src/mcp_server_fetch/server.py";
var PLAYWRIGHT_MCP = 'microsoft/playwright-mcp README (browser_snapshot: "Capture accessibility snapshot of the current page")';
var NO_SOURCE = "no source found";
var DESKTOP_CHROME_USER_AGENT = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
var AGENT_PROFILES = [
  {
    id: "claude-code",
    name: "Claude Code (WebFetch)",
    userAgents: [
      { userAgent: "Claude-User/1.0", source: `${MDREAM_ACCEPT_TABLE}; ${AFD2}` },
      { userAgent: "axios/1.8.4", source: `${AFD2} (reported for earlier Claude Code releases)` }
    ],
    robotsToken: "Claude-User",
    accept: { value: "text/markdown, text/html, */*", source: `${MDREAM_ACCEPT_TABLE}; ${AFD2}` },
    runsJavaScript: { value: false, source: AFD2 },
    obeysRobots: { value: true, source: ANTHROPIC_BOTS },
    conversion: { value: "html-to-markdown", source: AFD2 },
    charactersKept: { value: 1e5, source: `${AFD2} (Claude Code truncates fetched content at about 100,000 characters)` },
    followsMarkdownAlternate: { value: "unknown", source: NO_SOURCE },
    followsMetaRefresh: { value: "unknown", source: `${NO_SOURCE}: its WebFetch follows HTTP redirects on the same host (anthropics/claude-code issue 1438); nothing says it reads a meta refresh` },
    namesItselfAsAgent: true
  },
  {
    id: "cursor",
    name: "Cursor",
    userAgents: [
      { userAgent: DESKTOP_CHROME_USER_AGENT, source: `${AFD2} (a Chrome-like User-Agent)` },
      { userAgent: "Cursor/1.0", source: MDREAM_ACCEPT_TABLE }
    ],
    robotsToken: null,
    accept: { value: "text/markdown, text/plain;q=0.9, */*;q=0.8", source: `${MDREAM_ACCEPT_TABLE}; ${AFD2}` },
    runsJavaScript: { value: false, source: AFD2 },
    obeysRobots: { value: "unknown", source: NO_SOURCE },
    conversion: { value: "html-to-markdown", source: AFD2 },
    charactersKept: { value: "unknown", source: NO_SOURCE },
    followsMarkdownAlternate: { value: "unknown", source: NO_SOURCE },
    followsMetaRefresh: { value: "unknown", source: NO_SOURCE },
    namesItselfAsAgent: false
  },
  {
    id: "codex",
    name: "OpenAI Codex",
    userAgents: [
      { userAgent: "ChatGPT-User/1.0", source: `${AFD2}; checks.md profile table` },
      { userAgent: "codex/1.0", source: MDREAM_ACCEPT_TABLE }
    ],
    robotsToken: "ChatGPT-User",
    accept: { value: "text/html, */*", source: `${MDREAM_ACCEPT_TABLE}; ${AFD2}` },
    runsJavaScript: { value: false, source: AFD2 },
    obeysRobots: { value: "unknown", source: NO_SOURCE },
    conversion: { value: "unknown", source: NO_SOURCE },
    charactersKept: { value: "unknown", source: NO_SOURCE },
    followsMarkdownAlternate: {
      value: true,
      source: `${MDREAM_ACCEPT_TABLE} ("OpenAI Codex CLI follows <link rel=\\"alternate\\" type=\\"text/markdown\\"> hints")`
    },
    followsMetaRefresh: { value: "unknown", source: NO_SOURCE },
    namesItselfAsAgent: true
  },
  {
    id: "chatgpt",
    name: "ChatGPT (ChatGPT-User)",
    userAgents: [
      {
        userAgent: "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; ChatGPT-User/1.0; +https://openai.com/bot",
        source: OPENAI_CRAWLERS_PAGE
      }
    ],
    robotsToken: "ChatGPT-User",
    accept: { value: "*/*", source: MDREAM_ACCEPT_TABLE },
    runsJavaScript: {
      value: false,
      source: `${OPENAI_CRAWLERS_PAGE} (ChatGPT-User fetches pages; the ChatGPT agent, which browses and signs with Signature-Agent, is the browser profile's case)`
    },
    obeysRobots: { value: false, source: `${OPENAI_CRAWLERS_PAGE} (user-initiated: robots.txt rules may not apply)` },
    conversion: { value: "unknown", source: NO_SOURCE },
    charactersKept: { value: "unknown", source: NO_SOURCE },
    followsMarkdownAlternate: { value: "unknown", source: NO_SOURCE },
    followsMetaRefresh: { value: "unknown", source: `${NO_SOURCE}: ${OPENAI_CRAWLERS_PAGE} does not say` },
    namesItselfAsAgent: true
  },
  {
    id: "gemini",
    name: "Gemini CLI / Google URL context",
    userAgents: [
      { userAgent: "GoogleAgent-URLContext", source: `${AFD2}; checks.md profile table` },
      { userAgent: "Google-Agent", source: "checks.md profile table (Google agent)" }
    ],
    robotsToken: null,
    accept: { value: "*/*", source: MDREAM_ACCEPT_TABLE },
    runsJavaScript: { value: false, source: AFD2 },
    obeysRobots: { value: false, source: GOOGLE_FETCHERS },
    conversion: { value: "unknown", source: NO_SOURCE },
    charactersKept: { value: "unknown", source: NO_SOURCE },
    followsMarkdownAlternate: { value: "unknown", source: NO_SOURCE },
    followsMetaRefresh: { value: "unknown", source: `${NO_SOURCE}: Google's fetcher documentation does not say` },
    namesItselfAsAgent: true
  },
  {
    id: "perplexity",
    name: "Perplexity (Perplexity-User)",
    userAgents: [
      {
        userAgent: "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Perplexity-User/1.0; +https://perplexity.ai/perplexity-user)",
        source: `${PERPLEXITY_CRAWLERS_PAGE} ("Full user-agent string")`
      }
    ],
    robotsToken: "Perplexity-User",
    accept: { value: "*/*", source: MDREAM_ACCEPT_TABLE },
    // Unknown, as the views read it: a profile not documented to run JavaScript is judged on the HTML (checks.md's
    // starting table says no).
    runsJavaScript: { value: "unknown", source: `${NO_SOURCE}: ${PERPLEXITY_CRAWLERS_PAGE} does not say` },
    obeysRobots: { value: false, source: `${PERPLEXITY_CRAWLERS_PAGE} ("Since a user requested the fetch, this fetcher generally ignores robots.txt rules.")` },
    conversion: { value: "unknown", source: NO_SOURCE },
    charactersKept: { value: "unknown", source: NO_SOURCE },
    followsMarkdownAlternate: { value: "unknown", source: NO_SOURCE },
    followsMetaRefresh: { value: "unknown", source: `${NO_SOURCE}: ${PERPLEXITY_CRAWLERS_PAGE} does not say` },
    namesItselfAsAgent: true
  },
  {
    id: "mcp-fetch",
    name: "MCP reference fetch server",
    userAgents: [
      {
        userAgent: "ModelContextProtocol/1.0 (Autonomous; +https://github.com/modelcontextprotocol/servers)",
        source: `${MCP_FETCH} (DEFAULT_USER_AGENT_AUTONOMOUS: the fetch tool)`
      },
      {
        userAgent: "ModelContextProtocol/1.0 (User-Specified; +https://github.com/modelcontextprotocol/servers)",
        source: `${MCP_FETCH} (DEFAULT_USER_AGENT_MANUAL: the fetch prompt)`
      }
    ],
    robotsToken: "ModelContextProtocol",
    accept: { value: "*/*", source: `${MCP_FETCH} sets no Accept header: httpx sends its default, */*` },
    runsJavaScript: { value: false, source: `${MCP_FETCH} (httpx GET)` },
    obeysRobots: { value: true, source: `${MCP_FETCH} (check_may_autonomously_fetch_url, unless --ignore-robots-txt)` },
    conversion: { value: "main-to-markdown", source: `${MCP_FETCH} (readabilipy with readability, then markdownify)` },
    charactersKept: { value: 5e3, source: `${MCP_FETCH} (Fetch.max_length default 5000 a call)` },
    followsMarkdownAlternate: { value: false, source: `${MCP_FETCH} (fetches the URL it is given, no link following)` },
    followsMetaRefresh: { value: false, source: `${MCP_FETCH} (fetch_url: httpx GET with follow_redirects=True follows HTTP 3xx only; the HTML goes to readabilipy as received)` },
    namesItselfAsAgent: true
  },
  {
    id: "browser",
    name: "Browsing agent (accessibility tree)",
    userAgents: [{ userAgent: DESKTOP_CHROME_USER_AGENT, source: `${PLAYWRIGHT_MCP} (drives desktop Chrome)` }],
    robotsToken: null,
    accept: { value: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8", source: "Chrome navigation default (browser default)" },
    runsJavaScript: { value: true, source: PLAYWRIGHT_MCP },
    obeysRobots: { value: false, source: `${PLAYWRIGHT_MCP} (a browser reads no robots.txt)` },
    conversion: { value: "accessibility-snapshot", source: PLAYWRIGHT_MCP },
    charactersKept: { value: "unknown", source: NO_SOURCE },
    followsMarkdownAlternate: { value: false, source: `${PLAYWRIGHT_MCP} (a browser renders the HTML)` },
    followsMetaRefresh: { value: true, source: `WHATWG HTML, the refresh state of <meta http-equiv> (\xA74.2.5.3): a browser navigates to the URL it names; ${PLAYWRIGHT_MCP}` },
    namesItselfAsAgent: false
  }
];
var CRAWLER_POLICY_CLASS = {
  name: "Training and search crawlers",
  tokens: ["GPTBot", "ClaudeBot", "Google-Extended", "CCBot", "OAI-SearchBot", "Claude-SearchBot", "PerplexityBot"],
  reportedBy: ["ai-crawler-rules", "content-signals"],
  meaning: "Crawlers that collect pages for training or a search index, not agents acting for a user: ai-crawler-rules and content-signals report the site's choices about them; they never gate the score.",
  source: 'checks.md, "Agent outcomes (2026-12)", Agent profiles'
};
function agentProfile(id) {
  return AGENT_PROFILES.find((profile) => profile.id === id);
}
function isAgentProfileId(value) {
  return AGENT_PROFILE_IDS.includes(value);
}

// engine/parse/payment-words.ts
var PAYMENT_SCHEMES = ["crawler-price", "x402", "mpp", "none"];
function priceWords(terms) {
  if (terms.price === null) return terms.scheme === "none" ? "HTTP 402, no price stated" : `${schemeName(terms.scheme)}, no price it states could be read`;
  return terms.scheme === "crawler-price" ? `${terms.price} a request` : `${schemeName(terms.scheme)}: ${terms.price} a request`;
}
function schemeName(scheme) {
  return { "crawler-price": "pay per crawl (crawler-price)", x402: "x402", mpp: "MPP", none: "a bare 402" }[scheme];
}

// engine/thousands.ts
function thousands(n) {
  if (!Number.isSafeInteger(n) || Object.is(n, -0)) return n.toLocaleString("en-US");
  const digits = String(Math.abs(n));
  let grouped = digits.slice(0, digits.length % 3 || 3);
  for (let at = grouped.length; at < digits.length; at += 3) grouped += `,${digits.slice(at, at + 3)}`;
  return n < 0 ? `-${grouped}` : grouped;
}

// engine/agent-words.ts
var SHORT_NAMES = {
  "claude-code": "Claude Code",
  cursor: "Cursor",
  codex: "Codex",
  chatgpt: "ChatGPT",
  gemini: "Gemini",
  perplexity: "Perplexity",
  "mcp-fetch": "the MCP fetch server",
  browser: "browsing agents"
};
function agentShortName(id) {
  return SHORT_NAMES[id];
}
function joinNames(ids) {
  const names = [...ids].sort((a, b) => AGENT_PROFILE_IDS.indexOf(a) - AGENT_PROFILE_IDS.indexOf(b)).map(agentShortName);
  if (names.length <= 1) return names[0] ?? "";
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}
function pluralNames(ids) {
  return ids.length !== 1 || ids[0] === "browser";
}
function evidenceOf(view) {
  switch (view.cause) {
    case "refused":
      if (view.status === null) return { key: "refused", one: "is refused", many: "are refused" };
      if (view.status >= 200 && view.status < 300) {
        return { key: `refused ${view.status}`, one: `gets a refusal page (HTTP ${view.status})`, many: `get a refusal page (HTTP ${view.status})` };
      }
      return { key: `refused ${view.status}`, one: `gets HTTP ${view.status}`, many: `get HTTP ${view.status}` };
    case "challenged": {
      const markers = view.challenge.length > 0 ? ` (${view.challenge.join(", ")})` : "";
      return { key: `challenged${markers}`, one: `gets a bot challenge${markers}`, many: `get a bot challenge${markers}` };
    }
    case "disallowed": {
      const line = view.robots?.line ? ` (line ${view.robots.line}: ${view.robots.rule})` : "";
      return { key: `disallowed${line}`, one: `is disallowed by robots.txt${line}`, many: `are disallowed by robots.txt${line}` };
    }
    case "unreachable":
      return { key: "unreachable", one: "gets no answer", many: "get no answer" };
    case "javascript":
      return view.verdict === "partial" ? { key: "javascript partial", one: "misses the part scripts add", many: "miss the part scripts add" } : { key: "javascript", one: "gets no main content without JavaScript", many: "get no main content without JavaScript" };
    case "iframe":
      return { key: "iframe", one: "gets the content only in a frame it does not load", many: "get the content only in a frame they do not load" };
    case "meta-refresh":
      return { key: "meta-refresh", one: "gets only a meta refresh it does not follow", many: "get only a meta refresh they do not follow" };
    case "truncated":
      return { key: `truncated ${view.kept}`, one: `keeps only its first ${thousands(view.kept)} characters`, many: `keep only its first ${thousands(view.kept)} characters` };
    case "no-content":
      return { key: "no-content", one: "gets no text", many: "get no text" };
    case "priced": {
      const terms = view.payment ? priceWords(view.payment) : "HTTP 402, no price stated";
      return { key: `priced ${terms}`, one: `is asked to pay (${terms})`, many: `are asked to pay (${terms})` };
    }
    case "ok":
    case "not-measured":
      return { key: view.cause, one: view.cause === "ok" ? "reads it" : "was not measured", many: view.cause === "ok" ? "read it" : "were not measured" };
  }
}
function evidenceGroups(views) {
  const groups = /* @__PURE__ */ new Map();
  for (const view of views) {
    if (view.verdict !== "blocked" && view.verdict !== "partial" && view.verdict !== "pay") continue;
    const { key } = evidenceOf(view);
    const group = groups.get(key) ?? { cause: view.cause, profiles: [], view };
    group.profiles.push(view.profile);
    groups.set(key, group);
  }
  return [...groups.values()].map(({ cause, profiles, view }) => {
    const words = evidenceOf(view);
    return { cause, profiles, clause: `${joinNames(profiles)} ${pluralNames(profiles) ? words.many : words.one}` };
  });
}
function capitalized(text) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

// engine/counted.ts
function statusOfScore(score) {
  if (score >= 100) return "pass";
  return score > 0 ? "warn" : "fail";
}
function countedScoreOf(result) {
  return result.siteScore ?? result.score;
}
function countedStatusOf(result) {
  const status = result.status ?? statusOfScore(result.score);
  const counted = countedScoreOf(result);
  return counted === result.score || status === "error" ? status : statusOfScore(counted);
}
function pageMeanNote(result, pageCount) {
  if (result.siteScore === null || result.siteScore === void 0 || pageCount < 2) return null;
  return `mean over ${pageCount} pages; start page ${Math.round(result.score)}`;
}

// engine/scoring.ts
function effectiveWeight(result) {
  if (!result.applicable || result.informational) return 0;
  return WEIGHTS[result.id];
}
function weightedMean(results) {
  let total = 0;
  let weights = 0;
  for (const result of results) {
    const weight = effectiveWeight(result);
    total += weight * result.score;
    weights += weight;
  }
  return weights === 0 ? null : total / weights;
}
var CREDIT = { reads: 1, partial: 0.5, blocked: 0 };
function countsInAccess(view) {
  return view.verdict !== null && view.verdict !== "pay";
}
function accessShare(views) {
  const counted = views.filter(countsInAccess);
  if (counted.length === 0) return null;
  return 100 * counted.reduce((sum, view) => sum + CREDIT[view.verdict], 0) / counted.length;
}
var REFUSING = /* @__PURE__ */ new Set(["refused", "challenged", "disallowed", "unreachable"]);
var profileOf = (view) => AGENT_PROFILES.find((candidate) => candidate.id === view.profile);
function capOf(views) {
  const measured = views.filter(countsInAccess);
  const priced = views.some((view) => view.verdict === "pay");
  const named = measured.filter((view) => profileOf(view).namesItselfAsAgent);
  if (named.length > 0 && named.every((view) => view.verdict === "blocked" && REFUSING.has(view.cause))) {
    return capWith("agents-refused", `Every agent that names itself in its User-Agent${priced ? " and is not asked to pay" : ""} is refused`, named);
  }
  const served = measured.filter((view) => profileOf(view).runsJavaScript.value !== true && !REFUSING.has(view.cause));
  if (served.length > 0 && served.every((view) => view.verdict !== "reads" && view.cause === "javascript")) {
    const browsingReads = measured.some((view) => profileOf(view).runsJavaScript.value === true && view.verdict === "reads");
    const condition = served.every((view) => view.verdict === "blocked") ? "The main content exists only after JavaScript runs" : "All or part of the main content exists only after JavaScript runs";
    const cap = capWith("javascript-only", condition, served);
    return browsingReads ? { ...cap, floor: { ...JAVASCRIPT_READ_FLOOR } } : cap;
  }
  return null;
}
function capWith(id, condition, views) {
  const evidence = evidenceGroups(views).map((group) => group.clause);
  return {
    id,
    limit: SCORE_CAPS[id].limit,
    reason: `${condition}: ${evidence.join("; ")}.`,
    profiles: views.map((view) => view.profile)
  };
}
function capped(cap, uncapped) {
  return Math.max(cap.floor?.score ?? 0, Math.min(cap.limit, uncapped));
}
var BONUS_FINDINGS = new Map(Object.entries(EMERGING_BONUS.findings));
function bonusOf(results) {
  let points = 0;
  const from = [];
  for (const result of results) {
    if (EMERGING_BONUS.checks.includes(result.id) && result.status === "pass") {
      points += EMERGING_BONUS.perCheck;
      from.push(result.id);
    }
    const passed = new Set(result.findings.filter((finding) => finding.status === "pass").map((finding) => finding.code));
    for (const [code, name] of BONUS_FINDINGS) {
      if (passed.has(code) && !from.includes(name)) {
        points += EMERGING_BONUS.perFinding;
        from.push(name);
      }
    }
  }
  return { points: Math.min(points, EMERGING_BONUS.max), from };
}
function scoreParts(input, round) {
  const accessValues = input.pages.map((page) => accessShare(page.views)).filter((value) => value !== null).map(round);
  const access = accessValues.length === 0 ? null : round(accessValues.reduce((a, b) => a + b, 0) / accessValues.length);
  const mean = weightedMean(input.results);
  const costCoverage = mean === null ? null : round(mean);
  const base = access === null ? costCoverage ?? 0 : costCoverage === null ? access : ACCESS_SHARE * access + (1 - ACCESS_SHARE) * costCoverage;
  const bonus = bonusOf(input.results);
  const uncapped = Math.min(100, round(base) + bonus.points);
  const condition = input.pages.length > 0 ? capOf(input.pages[0].views) : null;
  const score = condition ? capped(condition, uncapped) : uncapped;
  return { access, costCoverage, bonus, uncapped, score, cap: condition && score !== uncapped ? condition : null };
}
function couldNotAsk(result) {
  return result.status === "error" && (result.findings ?? []).some((finding) => finding.code?.endsWith(".could-not-ask"));
}
function scorableOf(result) {
  return {
    id: result.id,
    score: result.score,
    applicable: result.applicable && !result.findings?.some((finding) => finding.code?.endsWith(".scanner-blocked") || finding.code?.endsWith(".could-not-ask")),
    informational: result.informational
  };
}
function countedResult(result) {
  const findings = (result.findings ?? []).map((finding) => ({ code: finding.code ?? "", status: finding.status }));
  const score = countedScoreOf(result);
  return {
    ...scorableOf({ id: result.id, score, applicable: result.applicable ?? true, informational: result.informational ?? false, findings }),
    status: result.status ?? statusOfScore(result.score),
    findings
  };
}
function counterfactualScore(report, change) {
  const results = report.results.map((result) => change && result.id === change.checkId ? change.result(result) : result);
  if (report.scoring === void 0 || report.scoring === null) {
    let total = 0;
    let weights = 0;
    for (const result of results) {
      const weight = result.weight ?? 0;
      total += weight * countedScoreOf(result);
      weights += weight;
    }
    return weights === 0 ? 0 : total / weights;
  }
  const pages = (report.agents?.pages ?? []).map((page, index) => ({
    views: change ? page.views.map((view) => change.view(view, page.url, index)) : page.views
  }));
  return scoreParts({ results: results.map(countedResult), pages }, (value) => value).score;
}
function gradeFor(score) {
  const grade = GRADES.find((band) => score >= band.min) ?? GRADES[GRADES.length - 1];
  return { ...grade };
}
function appliedCap(scoring) {
  if (!scoring?.cap) return null;
  return scoring.score === scoring.uncapped ? null : scoring.cap;
}

// engine/measured.ts
var OWN_LIMIT_CODES = /* @__PURE__ */ new Set(["timeout", "aborted", "refused"]);
function isOwnLimit(failure) {
  return OWN_LIMIT_CODES.has(failure.code);
}
var NOT_MEASURED_CODES = [
  "semantic-structure.rendered-not-measured",
  "semantic-structure.axe-not-run",
  "webmcp.rendered-not-measured",
  "server-rendered-content.rendered-not-measured",
  "api-catalog.dns-aid-unmeasured",
  "api-catalog.link-not-measured",
  "a2a-agent-card.interface-not-probed",
  "a2a-agent-card.interface-not-measured",
  "oauth-discovery.chain-not-measured",
  "mcp-server.endpoint-not-measured",
  "openapi.operation-not-measured"
];
var NOT_MEASURED = new Set(NOT_MEASURED_CODES);
function isNotMeasuredFinding(finding) {
  return finding.code !== void 0 && NOT_MEASURED.has(finding.code);
}
function isMeasured(result) {
  return result.status !== "error";
}
function notMeasuredParts(result) {
  return [...new Set(result.findings.filter(isNotMeasuredFinding).map((finding) => finding.code))].sort();
}
function unjudgeableChange(before, after) {
  if (!isMeasured(before) || !isMeasured(after)) {
    const sides = !isMeasured(before) && !isMeasured(after) ? "either scan" : !isMeasured(before) ? "the earlier scan" : "the later scan";
    return `it could not be measured in ${sides} (error)`;
  }
  const was = notMeasuredParts(before);
  const is = notMeasuredParts(after);
  if (was.join("\0") === is.join("\0")) return null;
  const only = (a, b) => a.filter((code) => !b.includes(code));
  const parts = [
    ...only(is, was).map((code) => `${code} in the later scan`),
    ...only(was, is).map((code) => `${code} in the earlier scan`)
  ];
  return `part of it was not measured (${parts.join("; ")})`;
}
function isFixable(result) {
  return isMeasured(result);
}
function isMeasuredJourney(result) {
  return result.code !== "journey.not-measured";
}
function journeyChange(before, after) {
  if (!isMeasuredJourney(before) || !isMeasuredJourney(after) || before.found === after.found) return null;
  return after.found ? "gained" : "lost";
}

// engine/fix-gains.ts
var CAUSE_CHECKS = {
  refused: "agent-access",
  challenged: "agent-access",
  unreachable: "agent-access",
  disallowed: "ai-crawler-rules",
  javascript: "server-rendered-content",
  iframe: "server-rendered-content",
  "meta-refresh": "server-rendered-content"
};
function isBlockedBy(view, checkId) {
  return (view.verdict === "blocked" || view.verdict === "partial") && CAUSE_CHECKS[view.cause] === checkId;
}
var OPEN_FINDING = /* @__PURE__ */ new Set(["warn", "fail"]);
function resolved(checkId) {
  return {
    checkId,
    result: (current) => ({
      ...current,
      score: 100,
      siteScore: current.siteScore === null || current.siteScore === void 0 ? current.siteScore : 100,
      status: "pass",
      findings: (current.findings ?? []).filter((finding) => !OPEN_FINDING.has(finding.status) && finding.status !== "error")
    }),
    view: (current) => isBlockedBy(current, checkId) ? { ...current, verdict: "reads", cause: "ok" } : current
  };
}
function round1(value) {
  return Math.round(value * 10) / 10;
}
function hasOpenFindings(result) {
  if (countedStatusOf(result) === "error") return false;
  return countedScoreOf(result) < 100 || (result.findings ?? []).some((finding) => OPEN_FINDING.has(finding.status));
}
function fixGain(report, checkId) {
  return gainAgainst(report, checkId, () => counterfactualScore(report));
}
function gainAgainst(report, checkId, baseline) {
  const result = report.results.find((candidate) => candidate.id === checkId);
  if (!result || !hasOpenFindings(result)) return 0;
  return Math.max(0, round1(counterfactualScore(report, resolved(checkId)) - baseline()));
}
function gainedBetween(before, after, checkId) {
  const later = after.results.find((result) => result.id === checkId);
  if (!later) return 0;
  const laterPages = after.agents?.pages ?? [];
  const change = {
    checkId,
    result: (current) => ({ ...later, applicable: current.applicable, informational: current.informational, weight: current.weight }),
    view: (current, pageUrl, pageIndex) => {
      const page = laterPages.find((candidate) => candidate.url === pageUrl) ?? (pageIndex === 0 ? laterPages[0] : void 0);
      const now = page?.views.find((view) => view.profile === current.profile);
      return now && (isBlockedBy(current, checkId) || isBlockedBy(now, checkId)) ? now : current;
    }
  };
  return round1(counterfactualScore(before, change) - counterfactualScore(before));
}
function isOpenWork(report, result, gain) {
  if (!(result.applicable ?? true) || result.informational) return false;
  if (!isFixable({ status: countedStatusOf(result) }) || !hasOpenFindings(result)) return false;
  if (report.scoring !== void 0 && report.scoring !== null && fixKindOf(result.id) === "gate") return gain > 0;
  return true;
}
var KIND_ORDER = { gate: 0, cost: 1, coverage: 2 };
function openFixes(report) {
  let score;
  const baseline = () => score ??= counterfactualScore(report);
  return report.results.map((result) => ({ result, gain: gainAgainst(report, result.id, baseline) })).filter(({ result, gain }) => isOpenWork(report, result, gain)).map(({ result, gain }) => ({ checkId: result.id, gain, kind: fixKindOf(result.id) })).sort((a, b) => b.gain - a.gain || KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || CHECK_IDS.indexOf(a.checkId) - CHECK_IDS.indexOf(b.checkId));
}

// engine/blocker.ts
var STEP = {
  refused: { one: "Allow its user agent", many: "Allow their user agents" },
  challenged: { one: "Let its user agent through your bot protection", many: "Let their user agents through your bot protection" },
  unreachable: { one: "Let its requests through your firewall", many: "Let their requests through your firewall" },
  disallowed: { one: "Allow it in robots.txt", many: "Allow them in robots.txt" },
  javascript: { one: "Put the main content in the HTML your server sends", many: "Put the main content in the HTML your server sends" },
  iframe: { one: "Put the frame's content in the page's own HTML", many: "Put the frame's content in the page's own HTML" },
  "meta-refresh": { one: "Redirect with an HTTP 301 or 308 in place of the meta refresh", many: "Redirect with an HTTP 301 or 308 in place of the meta refresh" },
  truncated: { one: "Put the main content early in the page, or serve it as Markdown", many: "Put the main content early in the page, or serve it as Markdown" },
  "no-content": { one: "Give the page text an agent can read", many: "Give the page text an agent can read" }
};
var NOT_RENDERED = "Agents that run JavaScript were not measured: this scan rendered no page in a browser.";
var PRICED = "Charging agents is your choice: it counts neither for nor against the score.";
function browserRefusedToo(report) {
  const access = report.results.find((result) => result.id === "agent-access");
  const codes = new Set((access?.findings ?? []).map((finding) => finding.code));
  if (codes.has("agent-access.all-same-login")) return "sign-in";
  return codes.has("agent-access.browser-not-2xx") ? "error" : null;
}
function blockerOf(report) {
  const start = report.agents?.pages[0];
  if (start?.broken) return `Your start page answers ${brokenStatus(start.broken)} to browsers and agents alike: it is broken, not closed to agents, so no agent verdict is given. Make the start page answer its visitors.`;
  const views = start?.views ?? [];
  if (views.length === 0) return null;
  const unmeasuredAgents = views.filter((view) => view.verdict === null && view.profile !== "browser").map((view) => view.profile);
  const unmeasured = [
    unmeasuredAgents.length > 0 ? ` ${capitalized(joinNames(unmeasuredAgents))} ${pluralNames(unmeasuredAgents) ? "were" : "was"} not measured (the scanner's own limits), so ${pluralNames(unmeasuredAgents) ? "they count" : "it counts"} nowhere.` : "",
    views.some((view) => view.verdict === null && view.profile === "browser") ? ` ${NOT_RENDERED}` : ""
  ].join("");
  const gainOf = (group) => {
    const check2 = CAUSE_CHECKS[group.cause];
    return check2 ? fixGain(report, check2) : 0;
  };
  const groups = evidenceGroups(views).map((group) => ({ group, gain: gainOf(group) })).sort((a, b) => b.gain - a.gain || b.group.profiles.length - a.group.profiles.length).map(({ group }) => group);
  const readers = views.filter((view) => view.verdict === "reads").map((view) => view.profile);
  if (groups.length === 0) return `${unmeasuredAgents.length > 0 ? "Every agent measured reads" : "Every agent reads"} your start page.${unmeasured}`;
  const [first, ...rest] = groups;
  const everyone = first.cause === "refused" ? browserRefusedToo(report) : null;
  const losing = [`${capitalized(first.clause)} on your start page${everyone ? ", as browsers do" : ""}`, ...rest.map((group) => group.clause)].join("; ");
  const reading = readers.length > 0 ? `${joinNames(readers)} ${pluralNames(readers) ? "read" : "reads"} it` : views.some((view) => view.verdict === "partial") ? "no agent reads all of it" : "no agent reads it";
  const check = CAUSE_CHECKS[first.cause];
  const leads = check !== void 0 && openFixes(report)[0]?.checkId === check;
  const words = STEP[first.cause]?.[pluralNames(first.profiles) ? "many" : "one"];
  const step = everyone === "sign-in" ? " The page asks every visitor to sign in: agents are treated like people." : everyone === "error" ? " Make the start page answer its visitors." : words ? ` ${words}${leads ? " first" : ""}.` : "";
  const priced = groups.some((group) => group.cause === "priced") ? ` ${PRICED}` : "";
  return `${losing}; ${reading}.${step}${priced}${unmeasured}`;
}
function brokenStatus(broken) {
  return broken.status === null ? "no page" : `HTTP ${broken.status}${broken.browserStatus !== null && broken.browserStatus !== broken.status ? ` (a browser: HTTP ${broken.browserStatus})` : ""}`;
}
function pageSentence(page) {
  if (page.broken) return `Broken: ${brokenStatus(page.broken)} to browsers and agents alike, so no agent verdict (http-semantics lists it).`;
  const measured = page.views.filter((view) => view.verdict !== null);
  if (measured.length === 0) return "Not measured: no agent got an answer the scanner could judge, so the page counts nowhere.";
  const unmeasured = page.views.filter((view) => view.verdict === null).map((view) => view.profile);
  const readers = measured.filter((view) => view.verdict === "reads").map((view) => view.profile);
  const losing = evidenceGroups(measured).map((group) => group.clause);
  const reading = readers.length === 0 ? null : unmeasured.length === 0 && losing.length === 0 ? "every agent reads it" : `${joinNames(readers)} ${pluralNames(readers) ? "read" : "reads"} it`;
  const notMeasured = unmeasured.length === 0 ? null : `${joinNames(unmeasured)} ${pluralNames(unmeasured) ? "were" : "was"} not measured`;
  return `${capitalized([...losing, reading, notMeasured].filter((part) => part !== null).join("; "))}.`;
}
function blockedBy(report, checkId) {
  const views = (report.agents?.pages[0]?.views ?? []).filter((view) => isBlockedBy(view, checkId));
  const clauses = evidenceGroups(views).map((group) => group.clause);
  return clauses.length === 0 ? null : clauses.join("; ");
}
function capSentence(scoring) {
  const cap = appliedCap(scoring);
  if (!cap || !scoring) return null;
  if (cap.floor && scoring.score > scoring.uncapped) return `Raised to ${scoring.score} from ${scoring.uncapped}: ${cap.reason} ${cap.floor.reason}`;
  return `Capped at ${cap.limit} (${scoring.uncapped} without the cap): ${cap.reason}`;
}

// engine/score-scope.ts
function scoreScopeLabel({ score, startPage, pages }) {
  if (pages === void 0 || pages === null || pages <= 1 || startPage === void 0 || startPage === null) return null;
  return `Start page ${startPage} \xB7 Site ${score} over ${pages} pages`;
}

// engine/limit-format.ts
var KIB = 1024;
var MIB = 1024 * 1024;
function formatLimit(limit) {
  const { value, unit } = limit;
  if (unit === "bytes") {
    if (value >= MIB && value % MIB === 0) return `${thousands(value / MIB)} MiB`;
    if (value >= KIB && value % KIB === 0) return `${thousands(value / KIB)} KiB`;
    return `${thousands(value)} bytes`;
  }
  if (unit === "ms") return value >= 1e3 && value % 1e3 === 0 ? `${thousands(value / 1e3)} s` : `${thousands(value)} ms`;
  return thousands(value);
}
function describeLimit(limit) {
  return `${limit.meaning}: ${formatLimit(limit)}`;
}

// engine/robots-decision.ts
var DECISION = /^[^\s()]+ \([a-z-]+\): (allowed|blocked) — /;
function robotsDecisionOf(finding) {
  if (finding.code === "ai-crawler-rules.token-allowed") return "allowed";
  if (finding.code === "ai-crawler-rules.token-blocked") return "blocked";
  if (finding.code !== "ai-crawler-rules.training-token") return null;
  const decision = DECISION.exec(finding.detail ?? "");
  return decision ? decision[1] : null;
}

// engine/version.ts
var ENGINE_NAME = "agentgauge";
var ENGINE_VERSION = "6.4.0";
var ENGINE_ID = `${ENGINE_NAME}@${ENGINE_VERSION}`;
var DOCS_URL = "https://agentgauge.dev/docs/bot";
var USER_AGENT = `AgentGauge/${ENGINE_VERSION.split(".")[0]} (+${DOCS_URL})`;

// engine/fetch/private-targets.ts
var DEFAULT_PORTS = { "http:": "80", "https:": "443", "ws:": "80", "wss:": "443" };
function hostPortOf(url) {
  return `${url.hostname}:${url.port === "" ? DEFAULT_PORTS[url.protocol] ?? "" : url.port}`;
}
function parsePrivateTargets(raw) {
  const value = (raw ?? "").trim();
  if (value === "" || value === "0" || value === "false") return false;
  if (value === "1" || value === "true") return true;
  return value.split(",").map((entry) => {
    const trimmed = entry.trim();
    let url = null;
    try {
      url = new URL(`http://${trimmed}`);
    } catch {
      url = null;
    }
    if (url === null || url.port === "" || url.pathname !== "/" || url.username !== "" || `${url.host}` !== trimmed.toLowerCase()) {
      throw new Error(`"${trimmed}" is not a host:port (e.g. 127.0.0.1:4000).`);
    }
    return hostPortOf(url);
  });
}
function privateAllowedFor(url, allowed) {
  if (typeof allowed === "boolean") return allowed;
  return allowed.includes(hostPortOf(url));
}

// engine/fetch/ssrf.ts
var import_ipaddr2 = __toESM(require_ipaddr(), 1);
var ALLOWED_PORTS = /* @__PURE__ */ new Set([80, 443]);
var DEFAULT_PORTS2 = { "http:": 80, "https:": 443 };
function bareHostname(url) {
  return url.hostname.startsWith("[") ? url.hostname.slice(1, -1) : url.hostname;
}
function mayBeIpLiteral(host) {
  return host.includes(":") || /^[\d.]+$/.test(host);
}
function refusal(rule, message, range) {
  return range === void 0 ? { ok: false, rule, message } : { ok: false, rule, range, message };
}
function vetUrl(input, options) {
  let url;
  try {
    url = new URL(String(input));
  } catch {
    return refusal("invalid-url", `"${String(input).slice(0, 200)}" is not a valid absolute URL.`);
  }
  if (!(url.protocol in DEFAULT_PORTS2)) {
    return refusal("scheme", `Only http: and https: URLs can be fetched, not ${url.protocol}.`);
  }
  if (url.username !== "" || url.password !== "") {
    return refusal("credentials", "URLs with a user name or password are refused.");
  }
  const host = bareHostname(url);
  const literal = mayBeIpLiteral(host) && import_ipaddr2.default.isValid(host) ? host : null;
  const privateAllowed = privateAllowedFor(url, options.allowPrivateTargets);
  if (!privateAllowed) {
    if (literal !== null) {
      const address = vetAddress(literal);
      if (!address.ok) return address;
    } else if (/(^|\.)localhost\.?$/.test(host)) {
      return refusal("private-address", `${host} is a loopback name; only public hosts can be audited.`, "loopback");
    }
    const port = url.port === "" ? DEFAULT_PORTS2[url.protocol] : Number(url.port);
    if (!ALLOWED_PORTS.has(port)) {
      return refusal("port", `Only ports 80 and 443 can be fetched, not port ${port}.`);
    }
  }
  return { ok: true, url, literal, privateAllowed };
}
function v4FromParts(high, low) {
  return new import_ipaddr2.default.IPv4([high >> 8, high & 255, low >> 8, low & 255]);
}
function embeddedV4(address, range) {
  const p = address.parts;
  switch (range) {
    case "rfc6052":
    // NAT64 well-known prefix 64:ff9b::/96 (the local-use 64:ff9b:1::/48 is refused outright below)
    case "rfc6145":
      return [v4FromParts(p[6], p[7])];
    case "6to4":
      return [v4FromParts(p[1], p[2])];
    case "teredo":
      return [v4FromParts(p[2], p[3]), v4FromParts(~p[6] & 65535, ~p[7] & 65535)];
    default:
      return null;
  }
}
var NAT64_LOCAL_USE = import_ipaddr2.default.parseCIDR("64:ff9b:1::/48");
var GLOBAL_UNICAST_V6 = import_ipaddr2.default.parseCIDR("2000::/3");
function refuseAddress(ip, range) {
  return {
    ok: false,
    rule: "private-address",
    range,
    message: `The address ${ip} is in the ${range} range; only public addresses can be audited.`
  };
}
function vetAddress(ip) {
  if (!import_ipaddr2.default.isValid(ip)) return refuseAddress(ip, "invalid");
  const address = import_ipaddr2.default.process(ip);
  const range = address.range();
  if (address.kind() === "ipv4") {
    return range === "unicast" ? { ok: true } : refuseAddress(ip, range);
  }
  const v6 = address;
  if (v6.match(NAT64_LOCAL_USE)) return refuseAddress(ip, "nat64LocalUse");
  const carried = embeddedV4(v6, range);
  if (carried !== null) {
    for (const v4 of carried) {
      const inner = v4.range();
      if (inner !== "unicast") return refuseAddress(ip, `${range}-embedded ${inner}`);
    }
    return { ok: true };
  }
  if (range !== "unicast") return refuseAddress(ip, range);
  if (!v6.match(GLOBAL_UNICAST_V6)) return refuseAddress(ip, "nonGlobal");
  return { ok: true };
}

// engine/agents/types.ts
var AGENT_VERDICTS = ["reads", "partial", "blocked", "pay"];
var AGENT_CAUSES = ["ok", "truncated", "javascript", "iframe", "meta-refresh", "refused", "challenged", "disallowed", "unreachable", "no-content", "not-measured", "priced"];

// engine/journeys/journey.ts
var JOURNEY_LIMITS = {
  nameChars: 64,
  questionChars: 500,
  answerStrings: 10,
  answerChars: 200,
  /** A pattern is compiled for RE2 (linear time). */
  patternChars: 500,
  /**
   * Instructions of a pattern's compiled RE2 program (case-insensitive): RE2's time is linear in the text times this,
   * so it bounds what one match can cost (issue 44 point 4: `(?:\w+\s?){1000}Q` compiles to 4,003 and took 1.8–5.1 s
   * over a 98 KB page). Ordinary answer patterns stay far below: `\$\s?\d+(?:\.\d{2})?` 11, an alternation of plan
   * names and a price 36, opening hours 188.
   */
  patternProgram: 1e3,
  startChars: 2048
};
var JOURNEY_MATCH_BUDGET = { workPerPage: 1e7, perCharacter: 50, cpuMsPerAudit: 1e3 };
var JOURNEY_REQUESTS_PER_SCAN = 300;
var JOURNEY_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 ._-]*$/;
var JOURNEY_START_PATTERN = /^\/(?!\/)[^\s#]*$/;
var ANY_SITE = "https://site.invalid/";
var LEAVES_THE_PATH = /\\|%5c|%2f|%00|[\u0000-\u001f\u007f]/i;
function journeyStartRefusal(start, siteUrl = ANY_SITE) {
  if (!start.startsWith("/") || start.startsWith("//")) return 'it is not a path on the site (a path starts with one "/")';
  const hidden = LEAVES_THE_PATH.exec(start);
  if (hidden) {
    const what = hidden[0] === "\\" ? 'a backslash, which URL parsing reads as "/"' : /^%/.test(hidden[0]) ? `an encoded "${hidden[0]}", which a server may decode into a path that leaves the site` : "a control character, which URL parsing removes";
    return `it holds ${what}`;
  }
  if (/[\s#]/.test(start)) return 'it holds whitespace or a fragment ("#")';
  let resolved2;
  try {
    resolved2 = new URL(start, siteUrl);
  } catch {
    return "it is not a valid URL path";
  }
  const site = new URL(siteUrl);
  if (resolved2.origin !== site.origin) return `it resolves to ${resolved2.href}, off the site's origin ${site.origin}`;
  return null;
}
function journeySchemas(z) {
  const L = JOURNEY_LIMITS;
  const nonBlank = (max) => z.string({ error: "must be a string." }).max(max, { error: `must be at most ${max} characters long.` }).refine((value) => value.trim().length > 0, { error: "must not be empty." });
  const literal = nonBlank(L.answerChars);
  const pattern = z.strictObject({
    pattern: z.string({ error: "must be a string." }).min(1, { error: "must not be empty." }).max(L.patternChars, { error: `must be at most ${L.patternChars} characters long.` }).meta({ description: "An ECMAScript regular expression, matched case-insensitively on RE2 (linear time). Backreferences and lookaround are refused when the journey is saved." })
  }).meta({ description: "A regular expression the answer matches." });
  const answerError = `must be a string, a list of 1 to ${L.answerStrings} strings (each at most ${L.answerChars} characters), or {"pattern": "..."}.`;
  const answer = z.union([literal, z.array(literal).min(1, { error: answerError }).max(L.answerStrings, { error: answerError }), pattern], { error: answerError }).meta({
    description: `How to recognise the answer on a page: one string, a list of 1 to ${L.answerStrings} strings (any one counts; compared case- and whitespace-insensitively), or {"pattern": "<regular expression>"}.`
  });
  const name = z.string({ error: "must be a string." }).min(1, { error: "must not be empty." }).max(L.nameChars, { error: `must be at most ${L.nameChars} characters long.` }).regex(JOURNEY_NAME_PATTERN, { error: 'must start with a letter or digit and hold only letters, digits, spaces, ".", "_" and "-".' }).meta({ description: 'A short name, unique on the site (for example "pricing"); used in `--assert journey:<name>=found`.' });
  const question = nonBlank(L.questionChars).meta({ description: "What an agent would be asked, in words." });
  const start = z.string({ error: "must be a string." }).max(L.startChars, { error: `must be at most ${L.startChars} characters long.` }).regex(JOURNEY_START_PATTERN, { error: 'must be a path on the site starting with "/", such as "/pricing".' }).superRefine((value, context) => {
    const refusal2 = JOURNEY_START_PATTERN.test(value) ? journeyStartRefusal(value) : null;
    if (refusal2) context.addIssue({ code: "custom", message: `must stay on the site, as a path such as "/pricing": ${refusal2}.` });
  }).meta({ description: `A path on the site where the agent starts (for example "/pricing"); the site's start page when absent.` });
  const journey = z.strictObject({ name, question, answer, start: start.optional() });
  return { name, question, answer, start, journey };
}
function answerStrings(answer) {
  if (typeof answer === "string") return [answer];
  if (Array.isArray(answer)) return answer;
  return null;
}
function describeAnswer(answer) {
  const strings = answerStrings(answer);
  if (strings) return strings.map((value) => JSON.stringify(value)).join(" or ");
  return `/${answer.pattern}/`;
}
var JOURNEY_CODES = ["journey.blocked", "journey.javascript", "journey.truncated", "journey.unreachable", "journey.not-found", "journey.not-measured", "journey.pay", "journey.broken-link"];
var JOURNEY_STEP_VERDICTS = ["answer", "read", "beyond-truncation", "javascript-only", "blocked", "broken-link", "pay", "off-site", "not-measured"];

// engine/journeys/flag.ts
var SEPARATOR = "=>";
function journeyNameOf(question) {
  const slug = question.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "").slice(0, JOURNEY_LIMITS.nameChars).replace(/-+$/, "");
  return slug || "journey";
}
function parseJourneyFlag(value) {
  const at = value.indexOf(SEPARATOR);
  if (at < 0) return { error: `--journey "${value}": expected "<question> => <answer>"` };
  const question = value.slice(0, at).trim();
  const answerText = value.slice(at + SEPARATOR.length).trim();
  if (!question) return { error: `--journey "${value}": the question before "=>" is empty` };
  if (!answerText) return { error: `--journey "${value}": the answer after "=>" is empty` };
  const isPattern = answerText.length > 2 && answerText.startsWith("/") && answerText.endsWith("/");
  const answer = isPattern ? { pattern: answerText.slice(1, -1) } : answerText;
  return { journey: { name: journeyNameOf(question), question, answer } };
}

// engine/light.ts
var loadExtraHeaderRules = () => import("./origin-headers-HJRBGOPC.mjs");

export {
  CATEGORIES,
  PROFILE_NAMES,
  REQUESTABLE_PROFILES,
  CHECK_SCOPES,
  CHECK_STATUSES,
  FINDING_STATUSES,
  REPORT_SCOPES,
  FINDING_VIEWS,
  PLATFORM_KINDS,
  CHECK_IDS,
  CHECK_COUNT,
  isCheckId,
  CAPABILITY_IDS,
  CAPABILITY_CHECKS,
  capabilityOfCheck,
  CAPABILITY_NAMES,
  CAPABILITY_STATES,
  EVIDENCE_LEVELS,
  COULD_NOT_ASK_REASONS,
  PRESENCE_PROOFS,
  presenceCounts,
  AGENT_READS_AT_LEAST,
  PRESET_NAMES,
  ASSERTION_PRESETS,
  isPresetName,
  presetAssertions,
  ROBOTS_TXT_PATH,
  SITEMAP_PROBE_PATHS,
  LLMS_TXT_PATHS,
  LLMS_FULL_TXT_PATH,
  API_CATALOG_PATH,
  OPENAPI_PROBE_PATHS,
  AI_CATALOG_PATH,
  ARD_CATALOG_PATH,
  AI_CATALOG_TYPE,
  MCP_DEFAULT_ENDPOINT_PATH,
  MCP_SERVER_CARD_SUFFIX,
  MCP_CARD_TYPE,
  MCP_CARD_SCHEMA,
  MCP_LEGACY_CARD_PATHS,
  A2A_CARD_PATH,
  A2A_LEGACY_CARD_PATH,
  A2A_MEDIA_TYPE,
  A2A_AGENT_CARD_ENTRY_TYPE,
  AGENT_SKILLS_INDEX_PATH,
  AGENT_SKILLS_LEGACY_INDEX_PATH,
  AGENT_SKILLS_SCHEMA,
  OAUTH_AUTHORIZATION_SERVER_PATH,
  OPENID_CONFIGURATION_PATH,
  OAUTH_PROTECTED_RESOURCE_PATH,
  AUTH_MD_PATH,
  SIGNATURES_DIRECTORY_PATH,
  SIGNATURES_DIRECTORY_TYPE,
  UCP_PROFILE_PATH,
  ACP_DISCOVERY_PATH,
  X402_MANIFEST_PATH,
  SCORECARD_VERSION,
  EVIDENCE_GRADES,
  FIX_KINDS,
  CHECK_EVIDENCE,
  GRADE_WEIGHTS,
  fixKindOf,
  ACCESS_SHARE,
  SCORE_CAPS,
  JAVASCRIPT_READ_FLOOR,
  EVIDENCE_CEILINGS,
  EVIDENCE_CEILING_SOURCE,
  EMERGING_BONUS,
  SCORECARD_HISTORY,
  UNVERSIONED_SCORECARD,
  WEIGHTS,
  GRADES,
  DEFAULTS,
  PAGE_STRUCTURE_CAPS,
  BROWSER_ENV,
  findBrowser,
  DNS_SERVERS_ENV,
  DNS_TRUST_AD_ENV,
  AUDIT_ENVIRONMENT,
  require_ipaddr,
  configuredDnsServers,
  formatDnsServer,
  OPTION_LIMITS,
  OPENAI_CRAWLERS_PAGE,
  ANTHROPIC_CRAWLER_PAGE,
  PERPLEXITY_CRAWLERS_PAGE,
  MDREAM_ACCEPT_TABLE,
  AGENT_PROFILE_IDS,
  AGENT_PROFILES,
  CRAWLER_POLICY_CLASS,
  agentProfile,
  isAgentProfileId,
  PAYMENT_SCHEMES,
  priceWords,
  thousands,
  statusOfScore,
  countedScoreOf,
  countedStatusOf,
  pageMeanNote,
  countsInAccess,
  couldNotAsk,
  counterfactualScore,
  gradeFor,
  appliedCap,
  isOwnLimit,
  NOT_MEASURED_CODES,
  isNotMeasuredFinding,
  isMeasured,
  notMeasuredParts,
  unjudgeableChange,
  isFixable,
  isMeasuredJourney,
  journeyChange,
  CAUSE_CHECKS,
  isBlockedBy,
  fixGain,
  gainedBetween,
  isOpenWork,
  openFixes,
  blockerOf,
  pageSentence,
  blockedBy,
  capSentence,
  scoreScopeLabel,
  formatLimit,
  describeLimit,
  robotsDecisionOf,
  ENGINE_NAME,
  ENGINE_VERSION,
  ENGINE_ID,
  USER_AGENT,
  parsePrivateTargets,
  privateAllowedFor,
  vetUrl,
  AGENT_VERDICTS,
  AGENT_CAUSES,
  JOURNEY_LIMITS,
  JOURNEY_MATCH_BUDGET,
  JOURNEY_REQUESTS_PER_SCAN,
  JOURNEY_NAME_PATTERN,
  JOURNEY_START_PATTERN,
  journeyStartRefusal,
  journeySchemas,
  answerStrings,
  describeAnswer,
  JOURNEY_CODES,
  JOURNEY_STEP_VERDICTS,
  journeyNameOf,
  parseJourneyFlag,
  loadExtraHeaderRules
};
