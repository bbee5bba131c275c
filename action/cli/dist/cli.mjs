import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);
import {
  ASSERTION_FORMS,
  CliError,
  EXIT,
  EXIT_CODES_HELP,
  FORMATS,
  assertionSummary,
  buildReportView,
  evaluateAssertions,
  mergeAssertions,
  parseAssertion,
  presetsAssertions,
  shownOutcome,
  usageError
} from "./chunks/chunk-FXB24GP3.mjs";
import {
  parseStartUrl
} from "./chunks/chunk-T3VKGOIU.mjs";
import {
  AGENT_PROFILES,
  AGENT_PROFILE_IDS,
  ASSERTION_PRESETS,
  BROWSER_ENV,
  CHECK_COUNT,
  CRAWLER_POLICY_CLASS,
  DEFAULTS,
  DNS_SERVERS_ENV,
  DNS_TRUST_AD_ENV,
  ENGINE_VERSION,
  OPTION_LIMITS,
  PRESET_NAMES,
  REQUESTABLE_PROFILES,
  SCORECARD_VERSION,
  describeLimit,
  findBrowser,
  isAgentProfileId,
  isPresetName,
  journeyChange,
  parsePrivateTargets,
  presetAssertions,
  unjudgeableChange
} from "./chunks/chunk-HIUKJQWJ.mjs";
import {
  require_node_path
} from "./chunks/chunk-FQI5YMEL.mjs";
import {
  require_node_fs
} from "./chunks/chunk-4B563FFZ.mjs";
import "./chunks/chunk-C2WE6AGX.mjs";
import {
  __commonJS,
  __require,
  __toESM
} from "./chunks/chunk-CLW72GYV.mjs";

// builtin-through-require:node:events
var require_node_events = __commonJS({
  "builtin-through-require:node:events"(exports, module) {
    module.exports = __require("node:events");
  }
});

// builtin-called-lazily:node:child_process
var require_node_child_process = __commonJS({
  "builtin-called-lazily:node:child_process"(exports, module) {
    module.exports = { spawn: (...args) => process.getBuiltinModule("node:child_process").spawn(...args) };
  }
});

// builtin-through-require:node:process
var require_node_process = __commonJS({
  "builtin-through-require:node:process"(exports, module) {
    module.exports = __require("node:process");
  }
});

// builtin-called-lazily:node:util
var require_node_util = __commonJS({
  "builtin-called-lazily:node:util"(exports, module) {
    module.exports = { stripVTControlCharacters: (...args) => process.getBuiltinModule("node:util").stripVTControlCharacters(...args) };
  }
});

// builtin-through-require:node:timers/promises
var require_promises = __commonJS({
  "builtin-through-require:node:timers/promises"(exports, module) {
    module.exports = __require("node:timers/promises");
  }
});

// node_modules/commander/lib/error.js
var CommanderError = class extends Error {
  /**
   * Constructs the CommanderError class
   * @param {number} exitCode suggested exit code which could be used with process.exit
   * @param {string} code an id string representing the error
   * @param {string} message human-readable description of the error
   */
  constructor(exitCode, code2, message) {
    super(message);
    Error.captureStackTrace(this, this.constructor);
    this.name = this.constructor.name;
    this.code = code2;
    this.exitCode = exitCode;
    this.nestedError = void 0;
  }
};
var InvalidArgumentError = class extends CommanderError {
  /**
   * Constructs the InvalidArgumentError class
   * @param {string} [message] explanation of why argument is invalid
   */
  constructor(message) {
    super(1, "commander.invalidArgument", message);
    Error.captureStackTrace(this, this.constructor);
    this.name = this.constructor.name;
  }
};

// node_modules/commander/lib/argument.js
var Argument = class {
  /**
   * Initialize a new command argument with the given name and description.
   * The default is that the argument is required, and you can explicitly
   * indicate this with <> around the name. Put [] around the name for an optional argument.
   *
   * @param {string} name
   * @param {string} [description]
   */
  constructor(name, description) {
    this.description = description || "";
    this.variadic = false;
    this.parseArg = void 0;
    this.defaultValue = void 0;
    this.defaultValueDescription = void 0;
    this.argChoices = void 0;
    switch (name[0]) {
      case "<":
        this.required = true;
        this._name = name.slice(1, -1);
        break;
      case "[":
        this.required = false;
        this._name = name.slice(1, -1);
        break;
      default:
        this.required = true;
        this._name = name;
        break;
    }
    if (this._name.endsWith("...")) {
      this.variadic = true;
      this._name = this._name.slice(0, -3);
    }
  }
  /**
   * Return argument name.
   *
   * @return {string}
   */
  name() {
    return this._name;
  }
  /**
   * @package
   */
  _collectValue(value, previous) {
    if (previous === this.defaultValue || !Array.isArray(previous)) {
      return [value];
    }
    previous.push(value);
    return previous;
  }
  /**
   * Set the default value, and optionally supply the description to be displayed in the help.
   *
   * @param {*} value
   * @param {string} [description]
   * @return {Argument}
   */
  default(value, description) {
    this.defaultValue = value;
    this.defaultValueDescription = description;
    return this;
  }
  /**
   * Set the custom handler for processing CLI command arguments into argument values.
   *
   * @param {Function} [fn]
   * @return {Argument}
   */
  argParser(fn) {
    this.parseArg = fn;
    return this;
  }
  /**
   * Only allow argument value to be one of choices.
   *
   * @param {string[]} values
   * @return {Argument}
   */
  choices(values) {
    this.argChoices = values.slice();
    this.parseArg = (arg, previous) => {
      if (!this.argChoices.includes(arg)) {
        throw new InvalidArgumentError(
          `Allowed choices are ${this.argChoices.join(", ")}.`
        );
      }
      if (this.variadic) {
        return this._collectValue(arg, previous);
      }
      return arg;
    };
    return this;
  }
  /**
   * Make argument required.
   *
   * @returns {Argument}
   */
  argRequired() {
    this.required = true;
    return this;
  }
  /**
   * Make argument optional.
   *
   * @returns {Argument}
   */
  argOptional() {
    this.required = false;
    return this;
  }
};
function humanReadableArgName(arg) {
  const nameOutput = arg.name() + (arg.variadic === true ? "..." : "");
  return arg.required ? "<" + nameOutput + ">" : "[" + nameOutput + "]";
}

// node_modules/commander/lib/command.js
var import_node_events = __toESM(require_node_events(), 1);
var import_node_child_process = __toESM(require_node_child_process(), 1);
var import_node_path = __toESM(require_node_path(), 1);
var import_node_fs = __toESM(require_node_fs(), 1);
var import_node_process = __toESM(require_node_process(), 1);
var import_node_util2 = __toESM(require_node_util(), 1);

// node_modules/commander/lib/help.js
var import_node_util = __toESM(require_node_util(), 1);
var Help = class {
  constructor() {
    this.helpWidth = void 0;
    this.minWidthToWrap = 40;
    this.sortSubcommands = false;
    this.sortOptions = false;
    this.showGlobalOptions = false;
  }
  /**
   * prepareContext is called by Commander after applying overrides from `Command.configureHelp()`
   * and just before calling `formatHelp()`.
   *
   * Commander just uses the helpWidth and the rest is provided for optional use by more complex subclasses.
   *
   * @param {{ error?: boolean, helpWidth?: number, outputHasColors?: boolean }} contextOptions
   */
  prepareContext(contextOptions) {
    this.helpWidth = this.helpWidth ?? contextOptions.helpWidth ?? 80;
  }
  /**
   * Get an array of the visible subcommands. Includes a placeholder for the implicit help command, if there is one.
   *
   * @param {Command} cmd
   * @returns {Command[]}
   */
  visibleCommands(cmd) {
    const visibleCommands = cmd.commands.filter((cmd2) => !cmd2._hidden);
    const helpCommand = cmd._getHelpCommand();
    if (helpCommand && !helpCommand._hidden) {
      visibleCommands.push(helpCommand);
    }
    if (this.sortSubcommands) {
      visibleCommands.sort((a, b) => {
        return a.name().localeCompare(b.name());
      });
    }
    return visibleCommands;
  }
  /**
   * Compare options for sort.
   *
   * @param {Option} a
   * @param {Option} b
   * @returns {number}
   */
  compareOptions(a, b) {
    const getSortKey = (option) => {
      return option.short ? option.short.replace(/^-/, "") : option.long.replace(/^--/, "");
    };
    return getSortKey(a).localeCompare(getSortKey(b));
  }
  /**
   * Get an array of the visible options. Includes a placeholder for the implicit help option, if there is one.
   *
   * @param {Command} cmd
   * @returns {Option[]}
   */
  visibleOptions(cmd) {
    const visibleOptions = cmd.options.filter((option) => !option.hidden);
    const helpOption = cmd._getHelpOption();
    if (helpOption && !helpOption.hidden) {
      const removeShort = helpOption.short && cmd._findOption(helpOption.short);
      const removeLong = helpOption.long && cmd._findOption(helpOption.long);
      if (!removeShort && !removeLong) {
        visibleOptions.push(helpOption);
      } else if (helpOption.long && !removeLong) {
        visibleOptions.push(
          cmd.createOption(helpOption.long, helpOption.description).helpGroup(helpOption.helpGroupHeading)
        );
      } else if (helpOption.short && !removeShort) {
        visibleOptions.push(
          cmd.createOption(helpOption.short, helpOption.description).helpGroup(helpOption.helpGroupHeading)
        );
      }
    }
    if (this.sortOptions) {
      visibleOptions.sort(this.compareOptions);
    }
    return visibleOptions;
  }
  /**
   * Get an array of the visible global options. (Not including help.)
   *
   * @param {Command} cmd
   * @returns {Option[]}
   */
  visibleGlobalOptions(cmd) {
    if (!this.showGlobalOptions) return [];
    const globalOptions = [];
    for (let ancestorCmd = cmd.parent; ancestorCmd; ancestorCmd = ancestorCmd.parent) {
      const visibleOptions = ancestorCmd.options.filter(
        (option) => !option.hidden
      );
      globalOptions.push(...visibleOptions);
    }
    if (this.sortOptions) {
      globalOptions.sort(this.compareOptions);
    }
    return globalOptions;
  }
  /**
   * Get an array of the arguments if any have a description.
   *
   * @param {Command} cmd
   * @returns {Argument[]}
   */
  visibleArguments(cmd) {
    if (cmd._argsDescription) {
      cmd.registeredArguments.forEach((argument) => {
        argument.description = argument.description || cmd._argsDescription[argument.name()] || "";
      });
    }
    if (cmd.registeredArguments.find((argument) => argument.description)) {
      return cmd.registeredArguments;
    }
    return [];
  }
  /**
   * Get the command term to show in the list of subcommands.
   *
   * @param {Command} cmd
   * @returns {string}
   */
  subcommandTerm(cmd) {
    const args = cmd.registeredArguments.map((arg) => humanReadableArgName(arg)).join(" ");
    return cmd._name + (cmd._aliases[0] ? "|" + cmd._aliases[0] : "") + (cmd.options.length ? " [options]" : "") + // simplistic check for non-help option
    (args ? " " + args : "");
  }
  /**
   * Get the option term to show in the list of options.
   *
   * @param {Option} option
   * @returns {string}
   */
  optionTerm(option) {
    return option.flags;
  }
  /**
   * Get the argument term to show in the list of arguments.
   *
   * @param {Argument} argument
   * @returns {string}
   */
  argumentTerm(argument) {
    return argument.name();
  }
  /**
   * Get the longest command term length.
   *
   * @param {Command} cmd
   * @param {Help} helper
   * @returns {number}
   */
  longestSubcommandTermLength(cmd, helper) {
    return helper.visibleCommands(cmd).reduce((max, command) => {
      return Math.max(
        max,
        this.displayWidth(
          helper.styleSubcommandTerm(helper.subcommandTerm(command))
        )
      );
    }, 0);
  }
  /**
   * Get the longest option term length.
   *
   * @param {Command} cmd
   * @param {Help} helper
   * @returns {number}
   */
  longestOptionTermLength(cmd, helper) {
    return helper.visibleOptions(cmd).reduce((max, option) => {
      return Math.max(
        max,
        this.displayWidth(helper.styleOptionTerm(helper.optionTerm(option)))
      );
    }, 0);
  }
  /**
   * Get the longest global option term length.
   *
   * @param {Command} cmd
   * @param {Help} helper
   * @returns {number}
   */
  longestGlobalOptionTermLength(cmd, helper) {
    return helper.visibleGlobalOptions(cmd).reduce((max, option) => {
      return Math.max(
        max,
        this.displayWidth(helper.styleOptionTerm(helper.optionTerm(option)))
      );
    }, 0);
  }
  /**
   * Get the longest argument term length.
   *
   * @param {Command} cmd
   * @param {Help} helper
   * @returns {number}
   */
  longestArgumentTermLength(cmd, helper) {
    return helper.visibleArguments(cmd).reduce((max, argument) => {
      return Math.max(
        max,
        this.displayWidth(
          helper.styleArgumentTerm(helper.argumentTerm(argument))
        )
      );
    }, 0);
  }
  /**
   * Get the command usage to be displayed at the top of the built-in help.
   *
   * @param {Command} cmd
   * @returns {string}
   */
  commandUsage(cmd) {
    let cmdName = cmd._name;
    if (cmd._aliases[0]) {
      cmdName = cmdName + "|" + cmd._aliases[0];
    }
    let ancestorCmdNames = "";
    for (let ancestorCmd = cmd.parent; ancestorCmd; ancestorCmd = ancestorCmd.parent) {
      ancestorCmdNames = ancestorCmd.name() + " " + ancestorCmdNames;
    }
    return ancestorCmdNames + cmdName + " " + cmd.usage();
  }
  /**
   * Get the description for the command.
   *
   * @param {Command} cmd
   * @returns {string}
   */
  commandDescription(cmd) {
    return cmd.description();
  }
  /**
   * Get the subcommand summary to show in the list of subcommands.
   * (Fallback to description for backwards compatibility.)
   *
   * @param {Command} cmd
   * @returns {string}
   */
  subcommandDescription(cmd) {
    return cmd.summary() || cmd.description();
  }
  /**
   * Get the option description to show in the list of options.
   *
   * @param {Option} option
   * @return {string}
   */
  optionDescription(option) {
    const extraInfo = [];
    if (option.argChoices) {
      extraInfo.push(
        // use stringify to match the display of the default value
        `choices: ${option.argChoices.map((choice) => JSON.stringify(choice)).join(", ")}`
      );
    }
    if (option.defaultValue !== void 0) {
      const showDefault = option.required || option.optional || option.isBoolean() && typeof option.defaultValue === "boolean";
      if (showDefault) {
        extraInfo.push(
          `default: ${option.defaultValueDescription || JSON.stringify(option.defaultValue)}`
        );
      }
    }
    if (option.presetArg !== void 0 && option.optional) {
      extraInfo.push(`preset: ${JSON.stringify(option.presetArg)}`);
    }
    if (option.envVar !== void 0) {
      extraInfo.push(`env: ${option.envVar}`);
    }
    if (extraInfo.length > 0) {
      const extraDescription = `(${extraInfo.join(", ")})`;
      if (option.description) {
        return `${option.description} ${extraDescription}`;
      }
      return extraDescription;
    }
    return option.description;
  }
  /**
   * Get the argument description to show in the list of arguments.
   *
   * @param {Argument} argument
   * @return {string}
   */
  argumentDescription(argument) {
    const extraInfo = [];
    if (argument.argChoices) {
      extraInfo.push(
        // use stringify to match the display of the default value
        `choices: ${argument.argChoices.map((choice) => JSON.stringify(choice)).join(", ")}`
      );
    }
    if (argument.defaultValue !== void 0) {
      extraInfo.push(
        `default: ${argument.defaultValueDescription || JSON.stringify(argument.defaultValue)}`
      );
    }
    if (extraInfo.length > 0) {
      const extraDescription = `(${extraInfo.join(", ")})`;
      if (argument.description) {
        return `${argument.description} ${extraDescription}`;
      }
      return extraDescription;
    }
    return argument.description;
  }
  /**
   * Format a list of items, given a heading and an array of formatted items.
   *
   * @param {string} heading
   * @param {string[]} items
   * @param {Help} helper
   * @returns string[]
   */
  formatItemList(heading, items, helper) {
    if (items.length === 0) return [];
    return [helper.styleTitle(heading), ...items, ""];
  }
  /**
   * Group items by their help group heading.
   *
   * @param {Command[] | Option[]} unsortedItems
   * @param {Command[] | Option[]} visibleItems
   * @param {Function} getGroup
   * @returns {Map<string, Command[] | Option[]>}
   */
  groupItems(unsortedItems, visibleItems, getGroup) {
    const result = /* @__PURE__ */ new Map();
    unsortedItems.forEach((item) => {
      const group = getGroup(item);
      if (!result.has(group)) result.set(group, []);
    });
    visibleItems.forEach((item) => {
      const group = getGroup(item);
      if (!result.has(group)) {
        result.set(group, []);
      }
      result.get(group).push(item);
    });
    return result;
  }
  /**
   * Generate the built-in help text.
   *
   * @param {Command} cmd
   * @param {Help} helper
   * @returns {string}
   */
  formatHelp(cmd, helper) {
    const termWidth = helper.padWidth(cmd, helper);
    const helpWidth = helper.helpWidth ?? 80;
    function callFormatItem(term, description) {
      return helper.formatItem(term, termWidth, description, helper);
    }
    let output = [
      `${helper.styleTitle("Usage:")} ${helper.styleUsage(helper.commandUsage(cmd))}`,
      ""
    ];
    const commandDescription = helper.commandDescription(cmd);
    if (commandDescription.length > 0) {
      output = output.concat([
        helper.boxWrap(
          helper.styleCommandDescription(commandDescription),
          helpWidth
        ),
        ""
      ]);
    }
    const argumentList = helper.visibleArguments(cmd).map((argument) => {
      return callFormatItem(
        helper.styleArgumentTerm(helper.argumentTerm(argument)),
        helper.styleArgumentDescription(helper.argumentDescription(argument))
      );
    });
    output = output.concat(
      this.formatItemList("Arguments:", argumentList, helper)
    );
    const optionGroups = this.groupItems(
      cmd.options,
      helper.visibleOptions(cmd),
      (option) => option.helpGroupHeading ?? "Options:"
    );
    optionGroups.forEach((options, group) => {
      const optionList = options.map((option) => {
        return callFormatItem(
          helper.styleOptionTerm(helper.optionTerm(option)),
          helper.styleOptionDescription(helper.optionDescription(option))
        );
      });
      output = output.concat(this.formatItemList(group, optionList, helper));
    });
    if (helper.showGlobalOptions) {
      const globalOptionList = helper.visibleGlobalOptions(cmd).map((option) => {
        return callFormatItem(
          helper.styleOptionTerm(helper.optionTerm(option)),
          helper.styleOptionDescription(helper.optionDescription(option))
        );
      });
      output = output.concat(
        this.formatItemList("Global Options:", globalOptionList, helper)
      );
    }
    const commandGroups = this.groupItems(
      cmd.commands,
      helper.visibleCommands(cmd),
      (sub) => sub.helpGroup() || "Commands:"
    );
    commandGroups.forEach((commands, group) => {
      const commandList = commands.map((sub) => {
        return callFormatItem(
          helper.styleSubcommandTerm(helper.subcommandTerm(sub)),
          helper.styleSubcommandDescription(helper.subcommandDescription(sub))
        );
      });
      output = output.concat(this.formatItemList(group, commandList, helper));
    });
    return output.join("\n");
  }
  /**
   * Return display width of string, ignoring ANSI escape sequences. Used in padding and wrapping calculations.
   *
   * @param {string} str
   * @returns {number}
   */
  displayWidth(str) {
    return (0, import_node_util.stripVTControlCharacters)(str).length;
  }
  /**
   * Style the title for displaying in the help. Called with 'Usage:', 'Options:', etc.
   *
   * @param {string} str
   * @returns {string}
   */
  styleTitle(str) {
    return str;
  }
  styleUsage(str) {
    return str.split(" ").map((word) => {
      if (word === "[options]") return this.styleOptionText(word);
      if (word === "[command]") return this.styleSubcommandText(word);
      if (word[0] === "[" || word[0] === "<")
        return this.styleArgumentText(word);
      return this.styleCommandText(word);
    }).join(" ");
  }
  styleCommandDescription(str) {
    return this.styleDescriptionText(str);
  }
  styleOptionDescription(str) {
    return this.styleDescriptionText(str);
  }
  styleSubcommandDescription(str) {
    return this.styleDescriptionText(str);
  }
  styleArgumentDescription(str) {
    return this.styleDescriptionText(str);
  }
  styleDescriptionText(str) {
    return str;
  }
  styleOptionTerm(str) {
    return this.styleOptionText(str);
  }
  styleSubcommandTerm(str) {
    return str.split(" ").map((word) => {
      if (word === "[options]") return this.styleOptionText(word);
      if (word[0] === "[" || word[0] === "<")
        return this.styleArgumentText(word);
      return this.styleSubcommandText(word);
    }).join(" ");
  }
  styleArgumentTerm(str) {
    return this.styleArgumentText(str);
  }
  styleOptionText(str) {
    return str;
  }
  styleArgumentText(str) {
    return str;
  }
  styleSubcommandText(str) {
    return str;
  }
  styleCommandText(str) {
    return str;
  }
  /**
   * Calculate the pad width from the maximum term length.
   *
   * @param {Command} cmd
   * @param {Help} helper
   * @returns {number}
   */
  padWidth(cmd, helper) {
    return Math.max(
      helper.longestOptionTermLength(cmd, helper),
      helper.longestGlobalOptionTermLength(cmd, helper),
      helper.longestSubcommandTermLength(cmd, helper),
      helper.longestArgumentTermLength(cmd, helper)
    );
  }
  /**
   * Detect manually wrapped and indented strings by checking for line break followed by whitespace.
   *
   * @param {string} str
   * @returns {boolean}
   */
  preformatted(str) {
    return /\n[^\S\r\n]/.test(str);
  }
  /**
   * Format the "item", which consists of a term and description. Pad the term and wrap the description, indenting the following lines.
   *
   * So "TTT", 5, "DDD DDDD DD DDD" might be formatted for this.helpWidth=17 like so:
   *   TTT  DDD DDDD
   *        DD DDD
   *
   * @param {string} term
   * @param {number} termWidth
   * @param {string} description
   * @param {Help} helper
   * @returns {string}
   */
  formatItem(term, termWidth, description, helper) {
    const itemIndent = 2;
    const itemIndentStr = " ".repeat(itemIndent);
    if (!description) return itemIndentStr + term;
    const paddedTerm = term.padEnd(
      termWidth + term.length - helper.displayWidth(term)
    );
    const spacerWidth = 2;
    const helpWidth = this.helpWidth ?? 80;
    const remainingWidth = helpWidth - termWidth - spacerWidth - itemIndent;
    let formattedDescription;
    if (remainingWidth < this.minWidthToWrap || helper.preformatted(description)) {
      formattedDescription = description;
    } else {
      const wrappedDescription = helper.boxWrap(description, remainingWidth);
      formattedDescription = wrappedDescription.replace(
        /\n/g,
        "\n" + " ".repeat(termWidth + spacerWidth)
      );
    }
    return itemIndentStr + paddedTerm + " ".repeat(spacerWidth) + formattedDescription.replace(/\n/g, `
${itemIndentStr}`);
  }
  /**
   * Wrap a string at whitespace, preserving existing line breaks.
   * Wrapping is skipped if the width is less than `minWidthToWrap`.
   *
   * @param {string} str
   * @param {number} width
   * @returns {string}
   */
  boxWrap(str, width) {
    if (width < this.minWidthToWrap) return str;
    const rawLines = str.split(/\r\n|\n/);
    const chunkPattern = /[\s]*[^\s]+/g;
    const wrappedLines = [];
    rawLines.forEach((line) => {
      const chunks = line.match(chunkPattern);
      if (chunks === null) {
        wrappedLines.push("");
        return;
      }
      let sumChunks = [chunks.shift()];
      let sumWidth = this.displayWidth(sumChunks[0]);
      chunks.forEach((chunk) => {
        const visibleWidth = this.displayWidth(chunk);
        if (sumWidth + visibleWidth <= width) {
          sumChunks.push(chunk);
          sumWidth += visibleWidth;
          return;
        }
        wrappedLines.push(sumChunks.join(""));
        const nextChunk = chunk.trimStart();
        sumChunks = [nextChunk];
        sumWidth = this.displayWidth(nextChunk);
      });
      wrappedLines.push(sumChunks.join(""));
    });
    return wrappedLines.join("\n");
  }
};

// node_modules/commander/lib/option.js
var Option = class {
  /**
   * Initialize a new `Option` with the given `flags` and `description`.
   *
   * @param {string} flags
   * @param {string} [description]
   */
  constructor(flags, description) {
    this.flags = flags;
    this.description = description || "";
    this.required = flags.includes("<");
    this.optional = flags.includes("[");
    this.variadic = new RegExp("\\p{ID_Continue}\\.\\.\\.[>\\]]$", "u").test(flags);
    this.mandatory = false;
    const optionFlags = splitOptionFlags(flags);
    this.short = optionFlags.shortFlag;
    this.long = optionFlags.longFlag;
    this.negate = false;
    if (this.long) {
      this.negate = this.long.startsWith("--no-");
    }
    this.defaultValue = void 0;
    this.defaultValueDescription = void 0;
    this.presetArg = void 0;
    this.envVar = void 0;
    this.parseArg = void 0;
    this.hidden = false;
    this.argChoices = void 0;
    this.conflictsWith = [];
    this.implied = void 0;
    this.helpGroupHeading = void 0;
  }
  /**
   * Set the default value, and optionally supply the description to be displayed in the help.
   *
   * @param {*} value
   * @param {string} [description]
   * @return {Option}
   */
  default(value, description) {
    this.defaultValue = value;
    this.defaultValueDescription = description;
    return this;
  }
  /**
   * Preset to use when option used without option-argument, especially optional but also boolean and negated.
   * The custom processing (parseArg) is called.
   *
   * @example
   * new Option('--color').default('GREYSCALE').preset('RGB');
   * new Option('--donate [amount]').preset('20').argParser(parseFloat);
   *
   * @param {*} arg
   * @return {Option}
   */
  preset(arg) {
    this.presetArg = arg;
    return this;
  }
  /**
   * Add option name(s) that conflict with this option.
   * An error will be displayed if conflicting options are found during parsing.
   *
   * @example
   * new Option('--rgb').conflicts('cmyk');
   * new Option('--js').conflicts(['ts', 'jsx']);
   *
   * @param {(string | string[])} names
   * @return {Option}
   */
  conflicts(names) {
    this.conflictsWith = this.conflictsWith.concat(names);
    return this;
  }
  /**
   * Specify implied option values for when this option is set and the implied options are not.
   *
   * The custom processing (parseArg) is not called on the implied values.
   *
   * @example
   * program
   *   .addOption(new Option('--log', 'write logging information to file'))
   *   .addOption(new Option('--trace', 'log extra details').implies({ log: 'trace.txt' }));
   *
   * @param {object} impliedOptionValues
   * @return {Option}
   */
  implies(impliedOptionValues) {
    let newImplied = impliedOptionValues;
    if (typeof impliedOptionValues === "string") {
      newImplied = { [impliedOptionValues]: true };
    }
    this.implied = Object.assign(this.implied || {}, newImplied);
    return this;
  }
  /**
   * Set environment variable to check for option value.
   *
   * An environment variable is only used if when processed the current option value is
   * undefined, or the source of the current value is 'default' or 'config' or 'env'.
   *
   * @param {string} name
   * @return {Option}
   */
  env(name) {
    this.envVar = name;
    return this;
  }
  /**
   * Set the custom handler for processing CLI option arguments into option values.
   *
   * @param {Function} [fn]
   * @return {Option}
   */
  argParser(fn) {
    this.parseArg = fn;
    return this;
  }
  /**
   * Whether the option is mandatory and must have a value after parsing.
   *
   * @param {boolean} [mandatory=true]
   * @return {Option}
   */
  makeOptionMandatory(mandatory = true) {
    this.mandatory = !!mandatory;
    return this;
  }
  /**
   * Hide option in help.
   *
   * @param {boolean} [hide=true]
   * @return {Option}
   */
  hideHelp(hide = true) {
    this.hidden = !!hide;
    return this;
  }
  /**
   * @package
   */
  _collectValue(value, previous) {
    if (previous === this.defaultValue || !Array.isArray(previous)) {
      return [value];
    }
    previous.push(value);
    return previous;
  }
  /**
   * Only allow option value to be one of choices.
   *
   * @param {string[]} values
   * @return {Option}
   */
  choices(values) {
    this.argChoices = values.slice();
    this.parseArg = (arg, previous) => {
      if (!this.argChoices.includes(arg)) {
        throw new InvalidArgumentError(
          `Allowed choices are ${this.argChoices.join(", ")}.`
        );
      }
      if (this.variadic) {
        return this._collectValue(arg, previous);
      }
      return arg;
    };
    return this;
  }
  /**
   * Return option name.
   *
   * @return {string}
   */
  name() {
    if (this.long) {
      return this.long.replace(/^--/, "");
    }
    return this.short.replace(/^-/, "");
  }
  /**
   * Return option name, in a camelcase format that can be used
   * as an object attribute key.
   *
   * @return {string}
   */
  attributeName() {
    if (this.negate) {
      return camelcase(this.name().replace(/^no-/, ""));
    }
    return camelcase(this.name());
  }
  /**
   * Set the help group heading.
   *
   * @param {string} heading
   * @return {Option}
   */
  helpGroup(heading) {
    this.helpGroupHeading = heading;
    return this;
  }
  /**
   * Check if `arg` matches the short or long flag.
   *
   * @param {string} arg
   * @return {boolean}
   * @package
   */
  is(arg) {
    return this.short === arg || this.long === arg;
  }
  /**
   * Return whether a boolean option.
   *
   * Options are one of boolean, negated, required argument, or optional argument.
   *
   * @return {boolean}
   * @package
   */
  isBoolean() {
    return !this.required && !this.optional && !this.negate;
  }
};
var DualOptions = class {
  /**
   * @param {Option[]} options
   */
  constructor(options) {
    this.positiveOptions = /* @__PURE__ */ new Map();
    this.negativeOptions = /* @__PURE__ */ new Map();
    this.dualOptions = /* @__PURE__ */ new Set();
    options.forEach((option) => {
      if (option.negate) {
        this.negativeOptions.set(option.attributeName(), option);
      } else {
        this.positiveOptions.set(option.attributeName(), option);
      }
    });
    this.negativeOptions.forEach((value, key) => {
      if (this.positiveOptions.has(key)) {
        this.dualOptions.add(key);
      }
    });
  }
  /**
   * Did the value come from the option, and not from possible matching dual option?
   *
   * @param {*} value
   * @param {Option} option
   * @returns {boolean}
   */
  valueFromOption(value, option) {
    const optionKey = option.attributeName();
    if (!this.dualOptions.has(optionKey)) return true;
    const preset = this.negativeOptions.get(optionKey).presetArg;
    const negativeValue = preset !== void 0 ? preset : false;
    return option.negate === (negativeValue === value);
  }
};
function camelcase(str) {
  return str.split("-").reduce((str2, word) => {
    return str2 + word[0].toUpperCase() + word.slice(1);
  });
}
function splitOptionFlags(flags) {
  let shortFlag;
  let longFlag;
  const shortFlagExp = /^-[^-]$/;
  const longFlagExp = /^--[^-]/;
  const flagParts = flags.split(/[ |,]+/).concat("guard");
  if (shortFlagExp.test(flagParts[0])) shortFlag = flagParts.shift();
  if (longFlagExp.test(flagParts[0])) longFlag = flagParts.shift();
  if (!shortFlag && shortFlagExp.test(flagParts[0]))
    shortFlag = flagParts.shift();
  if (!shortFlag && longFlagExp.test(flagParts[0])) {
    shortFlag = longFlag;
    longFlag = flagParts.shift();
  }
  if (flagParts[0].startsWith("-")) {
    const unsupportedFlag = flagParts[0];
    const baseError = `option creation failed due to '${unsupportedFlag}' in option flags '${flags}'`;
    if (/^-[^-][^-]/.test(unsupportedFlag))
      throw new Error(
        `${baseError}
- a short flag is a single dash and a single character
  - either use a single dash and a single character (for a short flag)
  - or use a double dash for a long option (and can have two, like '--ws, --workspace')`
      );
    if (shortFlagExp.test(unsupportedFlag))
      throw new Error(`${baseError}
- too many short flags`);
    if (longFlagExp.test(unsupportedFlag))
      throw new Error(`${baseError}
- too many long flags`);
    throw new Error(`${baseError}
- unrecognised flag format`);
  }
  if (shortFlag === void 0 && longFlag === void 0)
    throw new Error(
      `option creation failed due to no flags found in '${flags}'.`
    );
  return { shortFlag, longFlag };
}

// node_modules/commander/lib/suggestSimilar.js
var maxDistance = 3;
function editDistance(a, b) {
  if (Math.abs(a.length - b.length) > maxDistance)
    return Math.max(a.length, b.length);
  const d = [];
  for (let i = 0; i <= a.length; i++) {
    d[i] = [i];
  }
  for (let j = 0; j <= b.length; j++) {
    d[0][j] = j;
  }
  for (let j = 1; j <= b.length; j++) {
    for (let i = 1; i <= a.length; i++) {
      let cost;
      if (a[i - 1] === b[j - 1]) {
        cost = 0;
      } else {
        cost = 1;
      }
      d[i][j] = Math.min(
        d[i - 1][j] + 1,
        // deletion
        d[i][j - 1] + 1,
        // insertion
        d[i - 1][j - 1] + cost
        // substitution
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
      }
    }
  }
  return d[a.length][b.length];
}
function suggestSimilar(word, candidates) {
  if (!candidates || candidates.length === 0) return "";
  candidates = Array.from(new Set(candidates));
  const searchingOptions = word.startsWith("--");
  if (searchingOptions) {
    word = word.slice(2);
    candidates = candidates.map((candidate) => candidate.slice(2));
  }
  let similar = [];
  let bestDistance = maxDistance;
  const minSimilarity = 0.4;
  candidates.forEach((candidate) => {
    if (candidate.length <= 1) return;
    const distance = editDistance(word, candidate);
    const length = Math.max(word.length, candidate.length);
    const similarity = (length - distance) / length;
    if (similarity > minSimilarity) {
      if (distance < bestDistance) {
        bestDistance = distance;
        similar = [candidate];
      } else if (distance === bestDistance) {
        similar.push(candidate);
      }
    }
  });
  similar.sort((a, b) => a.localeCompare(b));
  if (searchingOptions) {
    similar = similar.map((candidate) => `--${candidate}`);
  }
  if (similar.length > 1) {
    return `
(Did you mean one of ${similar.join(", ")}?)`;
  }
  if (similar.length === 1) {
    return `
(Did you mean ${similar[0]}?)`;
  }
  return "";
}

// node_modules/commander/lib/command.js
var Command = class _Command extends import_node_events.EventEmitter {
  /**
   * Initialize a new `Command`.
   *
   * @param {string} [name]
   */
  constructor(name) {
    super();
    this.commands = [];
    this.options = [];
    this.parent = null;
    this._allowUnknownOption = false;
    this._allowExcessArguments = false;
    this.registeredArguments = [];
    this._args = this.registeredArguments;
    this.args = [];
    this.rawArgs = [];
    this.processedArgs = [];
    this._scriptPath = null;
    this._name = name || "";
    this._optionValues = {};
    this._optionValueSources = {};
    this._storeOptionsAsProperties = false;
    this._actionHandler = null;
    this._executableHandler = false;
    this._executableFile = null;
    this._executableDir = null;
    this._defaultCommandName = null;
    this._exitCallback = null;
    this._aliases = [];
    this._combineFlagAndOptionalValue = true;
    this._description = "";
    this._summary = "";
    this._argsDescription = void 0;
    this._enablePositionalOptions = false;
    this._passThroughOptions = false;
    this._lifeCycleHooks = {};
    this._showHelpAfterError = false;
    this._showSuggestionAfterError = true;
    this._savedState = null;
    this._outputConfiguration = {
      writeOut: (str) => import_node_process.default.stdout.write(str),
      writeErr: (str) => import_node_process.default.stderr.write(str),
      outputError: (str, write) => write(str),
      getOutHelpWidth: () => import_node_process.default.stdout.isTTY ? import_node_process.default.stdout.columns : void 0,
      getErrHelpWidth: () => import_node_process.default.stderr.isTTY ? import_node_process.default.stderr.columns : void 0,
      getOutHasColors: () => useColor() ?? (import_node_process.default.stdout.isTTY && import_node_process.default.stdout.hasColors?.()),
      getErrHasColors: () => useColor() ?? (import_node_process.default.stderr.isTTY && import_node_process.default.stderr.hasColors?.()),
      stripColor: (str) => (0, import_node_util2.stripVTControlCharacters)(str)
    };
    this._hidden = false;
    this._helpOption = void 0;
    this._addImplicitHelpCommand = void 0;
    this._helpCommand = void 0;
    this._helpConfiguration = {};
    this._helpGroupHeading = void 0;
    this._defaultCommandGroup = void 0;
    this._defaultOptionGroup = void 0;
  }
  /**
   * Copy settings that are useful to have in common across root command and subcommands.
   *
   * (Used internally when adding a command using `.command()` so subcommands inherit parent settings.)
   *
   * @param {Command} sourceCommand
   * @return {Command} `this` command for chaining
   */
  copyInheritedSettings(sourceCommand) {
    this._outputConfiguration = sourceCommand._outputConfiguration;
    this._helpOption = sourceCommand._helpOption;
    this._helpCommand = sourceCommand._helpCommand;
    this._helpConfiguration = sourceCommand._helpConfiguration;
    this._exitCallback = sourceCommand._exitCallback;
    this._storeOptionsAsProperties = sourceCommand._storeOptionsAsProperties;
    this._combineFlagAndOptionalValue = sourceCommand._combineFlagAndOptionalValue;
    this._allowExcessArguments = sourceCommand._allowExcessArguments;
    this._enablePositionalOptions = sourceCommand._enablePositionalOptions;
    this._showHelpAfterError = sourceCommand._showHelpAfterError;
    this._showSuggestionAfterError = sourceCommand._showSuggestionAfterError;
    return this;
  }
  /**
   * @returns {Command[]}
   * @private
   */
  _getCommandAndAncestors() {
    const result = [];
    for (let command = this; command; command = command.parent) {
      result.push(command);
    }
    return result;
  }
  /**
   * Define a command.
   *
   * There are two styles of command: pay attention to where to put the description.
   *
   * @example
   * // Command implemented using action handler (description is supplied separately to `.command`)
   * program
   *   .command('clone <source> [destination]')
   *   .description('clone a repository into a newly created directory')
   *   .action((source, destination) => {
   *     console.log('clone command called');
   *   });
   *
   * // Command implemented using separate executable file (description is second parameter to `.command`)
   * program
   *   .command('start <service>', 'start named service')
   *   .command('stop [service]', 'stop named service, or all if no name supplied');
   *
   * @param {string} nameAndArgs - command name and arguments, args are `<required>` or `[optional]` and last may also be `variadic...`
   * @param {(object | string)} [actionOptsOrExecDesc] - configuration options (for action), or description (for executable)
   * @param {object} [execOpts] - configuration options (for executable)
   * @return {Command} returns new command for action handler, or `this` for executable command
   */
  command(nameAndArgs, actionOptsOrExecDesc, execOpts) {
    let desc = actionOptsOrExecDesc;
    let opts = execOpts;
    if (typeof desc === "object" && desc !== null) {
      opts = desc;
      desc = null;
    }
    opts = opts || {};
    const [, name, args] = nameAndArgs.match(/([^ ]+) *(.*)/);
    const cmd = this.createCommand(name);
    if (desc) {
      cmd.description(desc);
      cmd._executableHandler = true;
    }
    if (opts.isDefault) this._defaultCommandName = cmd._name;
    cmd._hidden = !!(opts.noHelp || opts.hidden);
    cmd._executableFile = opts.executableFile || null;
    if (args) cmd.arguments(args);
    this._registerCommand(cmd);
    cmd.parent = this;
    cmd.copyInheritedSettings(this);
    if (desc) return this;
    return cmd;
  }
  /**
   * Factory routine to create a new unattached command.
   *
   * See .command() for creating an attached subcommand, which uses this routine to
   * create the command. You can override createCommand to customise subcommands.
   *
   * @param {string} [name]
   * @return {Command} new command
   */
  createCommand(name) {
    return new _Command(name);
  }
  /**
   * You can customise the help with a subclass of Help by overriding createHelp,
   * or by overriding Help properties using configureHelp().
   *
   * @return {Help}
   */
  createHelp() {
    return Object.assign(new Help(), this.configureHelp());
  }
  /**
   * You can customise the help by overriding Help properties using configureHelp(),
   * or with a subclass of Help by overriding createHelp().
   *
   * @param {object} [configuration] - configuration options
   * @return {(Command | object)} `this` command for chaining, or stored configuration
   */
  configureHelp(configuration) {
    if (configuration === void 0) return this._helpConfiguration;
    this._helpConfiguration = configuration;
    return this;
  }
  /**
   * The default output goes to stdout and stderr. You can customise this for special
   * applications. You can also customise the display of errors by overriding outputError.
   *
   * The configuration properties are all functions:
   *
   *     // change how output being written, defaults to stdout and stderr
   *     writeOut(str)
   *     writeErr(str)
   *     // change how output being written for errors, defaults to writeErr
   *     outputError(str, write) // used for displaying errors and not used for displaying help
   *     // specify width for wrapping help
   *     getOutHelpWidth()
   *     getErrHelpWidth()
   *     // color support, currently only used with Help
   *     getOutHasColors()
   *     getErrHasColors()
   *     stripColor() // used to remove ANSI escape codes if output does not have colors
   *
   * @param {object} [configuration] - configuration options
   * @return {(Command | object)} `this` command for chaining, or stored configuration
   */
  configureOutput(configuration) {
    if (configuration === void 0) return this._outputConfiguration;
    this._outputConfiguration = {
      ...this._outputConfiguration,
      ...configuration
    };
    return this;
  }
  /**
   * Display the help or a custom message after an error occurs.
   *
   * @param {(boolean|string)} [displayHelp]
   * @return {Command} `this` command for chaining
   */
  showHelpAfterError(displayHelp = true) {
    if (typeof displayHelp !== "string") displayHelp = !!displayHelp;
    this._showHelpAfterError = displayHelp;
    return this;
  }
  /**
   * Display suggestion of similar commands for unknown commands, or options for unknown options.
   *
   * @param {boolean} [displaySuggestion]
   * @return {Command} `this` command for chaining
   */
  showSuggestionAfterError(displaySuggestion = true) {
    this._showSuggestionAfterError = !!displaySuggestion;
    return this;
  }
  /**
   * Add a prepared subcommand.
   *
   * See .command() for creating an attached subcommand which inherits settings from its parent.
   *
   * @param {Command} cmd - new subcommand
   * @param {object} [opts] - configuration options
   * @return {Command} `this` command for chaining
   */
  addCommand(cmd, opts) {
    if (!cmd._name) {
      throw new Error(`Command passed to .addCommand() must have a name
- specify the name in Command constructor or using .name()`);
    }
    opts = opts || {};
    if (opts.isDefault) this._defaultCommandName = cmd._name;
    if (opts.noHelp || opts.hidden) cmd._hidden = true;
    this._registerCommand(cmd);
    cmd.parent = this;
    cmd._checkForBrokenPassThrough();
    return this;
  }
  /**
   * Factory routine to create a new unattached argument.
   *
   * See .argument() for creating an attached argument, which uses this routine to
   * create the argument. You can override createArgument to return a custom argument.
   *
   * @param {string} name
   * @param {string} [description]
   * @return {Argument} new argument
   */
  createArgument(name, description) {
    return new Argument(name, description);
  }
  /**
   * Define argument syntax for command.
   *
   * The default is that the argument is required, and you can explicitly
   * indicate this with <> around the name. Put [] around the name for an optional argument.
   *
   * @example
   * program.argument('<input-file>');
   * program.argument('[output-file]');
   *
   * @param {string} name
   * @param {string} [description]
   * @param {(Function|*)} [parseArg] - custom argument processing function or default value
   * @param {*} [defaultValue]
   * @return {Command} `this` command for chaining
   */
  argument(name, description, parseArg, defaultValue) {
    const argument = this.createArgument(name, description);
    if (typeof parseArg === "function") {
      argument.default(defaultValue).argParser(parseArg);
    } else {
      argument.default(parseArg);
    }
    this.addArgument(argument);
    return this;
  }
  /**
   * Define argument syntax for command, adding multiple at once (without descriptions).
   *
   * See also .argument().
   *
   * @example
   * program.arguments('<cmd> [env]');
   *
   * @param {string} names
   * @return {Command} `this` command for chaining
   */
  arguments(names) {
    names.trim().split(/ +/).forEach((detail) => {
      this.argument(detail);
    });
    return this;
  }
  /**
   * Define argument syntax for command, adding a prepared argument.
   *
   * @param {Argument} argument
   * @return {Command} `this` command for chaining
   */
  addArgument(argument) {
    const previousArgument = this.registeredArguments.slice(-1)[0];
    if (previousArgument?.variadic) {
      throw new Error(
        `only the last argument can be variadic '${previousArgument.name()}'`
      );
    }
    if (argument.required && argument.defaultValue !== void 0 && argument.parseArg === void 0) {
      throw new Error(
        `a default value for a required argument is never used: '${argument.name()}'`
      );
    }
    this.registeredArguments.push(argument);
    return this;
  }
  /**
   * Customise or override default help command. By default a help command is automatically added if your command has subcommands.
   *
   * @example
   *    program.helpCommand('help [cmd]');
   *    program.helpCommand('help [cmd]', 'show help');
   *    program.helpCommand(false); // suppress default help command
   *    program.helpCommand(true); // add help command even if no subcommands
   *
   * @param {string|boolean} enableOrNameAndArgs - enable with custom name and/or arguments, or boolean to override whether added
   * @param {string} [description] - custom description
   * @return {Command} `this` command for chaining
   */
  helpCommand(enableOrNameAndArgs, description) {
    if (typeof enableOrNameAndArgs === "boolean") {
      this._addImplicitHelpCommand = enableOrNameAndArgs;
      if (enableOrNameAndArgs && this._defaultCommandGroup) {
        this._initCommandGroup(this._getHelpCommand());
      }
      return this;
    }
    const nameAndArgs = enableOrNameAndArgs ?? "help [command]";
    const [, helpName, helpArgs] = nameAndArgs.match(/([^ ]+) *(.*)/);
    const helpDescription = description ?? "display help for command";
    const helpCommand = this.createCommand(helpName);
    helpCommand.helpOption(false);
    if (helpArgs) helpCommand.arguments(helpArgs);
    if (helpDescription) helpCommand.description(helpDescription);
    this._addImplicitHelpCommand = true;
    this._helpCommand = helpCommand;
    if (enableOrNameAndArgs || description) this._initCommandGroup(helpCommand);
    return this;
  }
  /**
   * Add prepared custom help command.
   *
   * @param {(Command|string|boolean)} helpCommand - custom help command, or deprecated enableOrNameAndArgs as for `.helpCommand()`
   * @param {string} [deprecatedDescription] - deprecated custom description used with custom name only
   * @return {Command} `this` command for chaining
   */
  addHelpCommand(helpCommand, deprecatedDescription) {
    if (typeof helpCommand !== "object") {
      this.helpCommand(helpCommand, deprecatedDescription);
      return this;
    }
    this._addImplicitHelpCommand = true;
    this._helpCommand = helpCommand;
    this._initCommandGroup(helpCommand);
    return this;
  }
  /**
   * Lazy create help command.
   *
   * @return {(Command|null)}
   * @package
   */
  _getHelpCommand() {
    const hasImplicitHelpCommand = this._addImplicitHelpCommand ?? (this.commands.length && !this._actionHandler && !this._findCommand("help"));
    if (hasImplicitHelpCommand) {
      if (this._helpCommand === void 0) {
        this.helpCommand(void 0, void 0);
      }
      return this._helpCommand;
    }
    return null;
  }
  /**
   * Add hook for life cycle event.
   *
   * @param {string} event
   * @param {Function} listener
   * @return {Command} `this` command for chaining
   */
  hook(event, listener) {
    const allowedValues = ["preSubcommand", "preAction", "postAction"];
    if (!allowedValues.includes(event)) {
      throw new Error(`Unexpected value for event passed to hook : '${event}'.
Expecting one of '${allowedValues.join("', '")}'`);
    }
    if (this._lifeCycleHooks[event]) {
      this._lifeCycleHooks[event].push(listener);
    } else {
      this._lifeCycleHooks[event] = [listener];
    }
    return this;
  }
  /**
   * Register callback to use as replacement for calling process.exit.
   *
   * @param {Function} [fn] optional callback which will be passed a CommanderError, defaults to throwing
   * @return {Command} `this` command for chaining
   */
  exitOverride(fn) {
    if (fn) {
      this._exitCallback = fn;
    } else {
      this._exitCallback = (err) => {
        if (err.code !== "commander.executeSubCommandAsync") {
          throw err;
        } else {
        }
      };
    }
    return this;
  }
  /**
   * Call process.exit, and _exitCallback if defined.
   *
   * @param {number} exitCode exit code for using with process.exit
   * @param {string} code an id string representing the error
   * @param {string} message human-readable description of the error
   * @return never
   * @private
   */
  _exit(exitCode, code2, message) {
    if (this._exitCallback) {
      this._exitCallback(new CommanderError(exitCode, code2, message));
    }
    import_node_process.default.exit(exitCode);
  }
  /**
   * Register callback `fn` for the command.
   *
   * @example
   * program
   *   .command('serve')
   *   .description('start service')
   *   .action(function() {
   *      // do work here
   *   });
   *
   * @param {Function} fn
   * @return {Command} `this` command for chaining
   */
  action(fn) {
    const listener = (args) => {
      const expectedArgsCount = this.registeredArguments.length;
      const actionArgs = args.slice(0, expectedArgsCount);
      if (this._storeOptionsAsProperties) {
        actionArgs[expectedArgsCount] = this;
      } else {
        actionArgs[expectedArgsCount] = this.opts();
      }
      actionArgs.push(this);
      return fn.apply(this, actionArgs);
    };
    this._actionHandler = listener;
    return this;
  }
  /**
   * Factory routine to create a new unattached option.
   *
   * See .option() for creating an attached option, which uses this routine to
   * create the option. You can override createOption to return a custom option.
   *
   * @param {string} flags
   * @param {string} [description]
   * @return {Option} new option
   */
  createOption(flags, description) {
    return new Option(flags, description);
  }
  /**
   * Wrap parseArgs to catch 'commander.invalidArgument'.
   *
   * @param {(Option | Argument)} target
   * @param {string} value
   * @param {*} previous
   * @param {string} invalidArgumentMessage
   * @private
   */
  _callParseArg(target, value, previous, invalidArgumentMessage) {
    try {
      return target.parseArg(value, previous);
    } catch (err) {
      if (err.code === "commander.invalidArgument") {
        const message = `${invalidArgumentMessage} ${err.message}`;
        this.error(message, { exitCode: err.exitCode, code: err.code });
      }
      throw err;
    }
  }
  /**
   * Check for option flag conflicts.
   * Register option if no conflicts found, or throw on conflict.
   *
   * @param {Option} option
   * @private
   */
  _registerOption(option) {
    const matchingOption = option.short && this._findOption(option.short) || option.long && this._findOption(option.long);
    if (matchingOption) {
      const matchingFlag = option.long && this._findOption(option.long) ? option.long : option.short;
      throw new Error(`Cannot add option '${option.flags}'${this._name && ` to command '${this._name}'`} due to conflicting flag '${matchingFlag}'
-  already used by option '${matchingOption.flags}'`);
    }
    this._initOptionGroup(option);
    this.options.push(option);
  }
  /**
   * Check for command name and alias conflicts with existing commands.
   * Register command if no conflicts found, or throw on conflict.
   *
   * @param {Command} command
   * @private
   */
  _registerCommand(command) {
    const knownBy = (cmd) => {
      return [cmd.name()].concat(cmd.aliases());
    };
    const alreadyUsed = knownBy(command).find(
      (name) => this._findCommand(name)
    );
    if (alreadyUsed) {
      const existingCmd = knownBy(this._findCommand(alreadyUsed)).join("|");
      const newCmd = knownBy(command).join("|");
      throw new Error(
        `cannot add command '${newCmd}' as already have command '${existingCmd}'`
      );
    }
    this._initCommandGroup(command);
    this.commands.push(command);
  }
  /**
   * Add an option.
   *
   * @param {Option} option
   * @return {Command} `this` command for chaining
   */
  addOption(option) {
    this._registerOption(option);
    const oname = option.name();
    const name = option.attributeName();
    if (option.defaultValue !== void 0) {
      this.setOptionValueWithSource(name, option.defaultValue, "default");
    }
    const handleOptionValue = (val, invalidValueMessage, valueSource) => {
      if (val == null && option.presetArg !== void 0) {
        val = option.presetArg;
      }
      const oldValue = this.getOptionValue(name);
      if (val !== null && option.parseArg) {
        val = this._callParseArg(option, val, oldValue, invalidValueMessage);
      } else if (val !== null && option.variadic) {
        val = option._collectValue(val, oldValue);
      }
      if (val == null) {
        if (option.negate) {
          val = false;
        } else if (option.isBoolean() || option.optional) {
          val = true;
        } else {
          val = "";
        }
      }
      this.setOptionValueWithSource(name, val, valueSource);
    };
    this.on("option:" + oname, (val) => {
      const invalidValueMessage = `error: option '${option.flags}' argument '${val}' is invalid.`;
      handleOptionValue(val, invalidValueMessage, "cli");
    });
    if (option.envVar) {
      this.on("optionEnv:" + oname, (val) => {
        const invalidValueMessage = `error: option '${option.flags}' value '${val}' from env '${option.envVar}' is invalid.`;
        handleOptionValue(val, invalidValueMessage, "env");
      });
    }
    return this;
  }
  /**
   * Internal implementation shared by .option() and .requiredOption()
   *
   * @return {Command} `this` command for chaining
   * @private
   */
  _optionEx(config, flags, description, fn, defaultValue) {
    if (typeof flags === "object" && flags instanceof Option) {
      throw new Error(
        "To add an Option object use addOption() instead of option() or requiredOption()"
      );
    }
    const option = this.createOption(flags, description);
    option.makeOptionMandatory(!!config.mandatory);
    if (typeof fn === "function") {
      option.default(defaultValue).argParser(fn);
    } else if (fn instanceof RegExp) {
      const regex = fn;
      fn = (val, def) => {
        const m = regex.exec(val);
        return m ? m[0] : def;
      };
      option.default(defaultValue).argParser(fn);
    } else {
      option.default(fn);
    }
    return this.addOption(option);
  }
  /**
   * Define option with `flags`, `description`, and optional argument parsing function or `defaultValue` or both.
   *
   * The `flags` string contains the short and/or long flags, separated by comma, a pipe or space. A required
   * option-argument is indicated by `<>` and an optional option-argument by `[]`.
   *
   * See the README for more details, and see also addOption() and requiredOption().
   *
   * @example
   * program
   *     .option('-p, --pepper', 'add pepper')
   *     .option('--pt, --pizza-type <TYPE>', 'type of pizza') // required option-argument
   *     .option('-c, --cheese [CHEESE]', 'add extra cheese', 'mozzarella') // optional option-argument with default
   *     .option('-t, --tip <VALUE>', 'add tip to purchase cost', parseFloat) // custom parse function
   *
   * @param {string} flags
   * @param {string} [description]
   * @param {(Function|*)} [parseArg] - custom option processing function or default value
   * @param {*} [defaultValue]
   * @return {Command} `this` command for chaining
   */
  option(flags, description, parseArg, defaultValue) {
    return this._optionEx({}, flags, description, parseArg, defaultValue);
  }
  /**
   * Add a required option which must have a value after parsing. This usually means
   * the option must be specified on the command line. (Otherwise the same as .option().)
   *
   * The `flags` string contains the short and/or long flags, separated by comma, a pipe or space.
   *
   * @param {string} flags
   * @param {string} [description]
   * @param {(Function|*)} [parseArg] - custom option processing function or default value
   * @param {*} [defaultValue]
   * @return {Command} `this` command for chaining
   */
  requiredOption(flags, description, parseArg, defaultValue) {
    return this._optionEx(
      { mandatory: true },
      flags,
      description,
      parseArg,
      defaultValue
    );
  }
  /**
   * Alter parsing of short flags with optional values.
   *
   * @example
   * // for `.option('-f,--flag [value]'):
   * program.combineFlagAndOptionalValue(true);  // `-f80` is treated like `--flag=80`, this is the default behaviour
   * program.combineFlagAndOptionalValue(false) // `-fb` is treated like `-f -b`
   *
   * @param {boolean} [combine] - if `true` or omitted, an optional value can be specified directly after the flag.
   * @return {Command} `this` command for chaining
   */
  combineFlagAndOptionalValue(combine = true) {
    this._combineFlagAndOptionalValue = !!combine;
    return this;
  }
  /**
   * Allow unknown options on the command line.
   *
   * @param {boolean} [allowUnknown] - if `true` or omitted, no error will be thrown for unknown options.
   * @return {Command} `this` command for chaining
   */
  allowUnknownOption(allowUnknown = true) {
    this._allowUnknownOption = !!allowUnknown;
    return this;
  }
  /**
   * Allow excess command-arguments on the command line. Pass false to make excess arguments an error.
   *
   * @param {boolean} [allowExcess] - if `true` or omitted, no error will be thrown for excess arguments.
   * @return {Command} `this` command for chaining
   */
  allowExcessArguments(allowExcess = true) {
    this._allowExcessArguments = !!allowExcess;
    return this;
  }
  /**
   * Enable positional options. Positional means global options are specified before subcommands which lets
   * subcommands reuse the same option names, and also enables subcommands to turn on passThroughOptions.
   * The default behaviour is non-positional and global options may appear anywhere on the command line.
   *
   * @param {boolean} [positional]
   * @return {Command} `this` command for chaining
   */
  enablePositionalOptions(positional = true) {
    this._enablePositionalOptions = !!positional;
    return this;
  }
  /**
   * Pass through options that come after command-arguments rather than treat them as command-options,
   * so actual command-options come before command-arguments. Turning this on for a subcommand requires
   * positional options to have been enabled on the program (parent commands).
   * The default behaviour is non-positional and options may appear before or after command-arguments.
   *
   * @param {boolean} [passThrough] for unknown options.
   * @return {Command} `this` command for chaining
   */
  passThroughOptions(passThrough = true) {
    this._passThroughOptions = !!passThrough;
    this._checkForBrokenPassThrough();
    return this;
  }
  /**
   * @private
   */
  _checkForBrokenPassThrough() {
    if (this.parent && this._passThroughOptions && !this.parent._enablePositionalOptions) {
      throw new Error(
        `passThroughOptions cannot be used for '${this._name}' without turning on enablePositionalOptions for parent command(s)`
      );
    }
  }
  /**
   * Whether to store option values as properties on command object,
   * or store separately (specify false). In both cases the option values can be accessed using .opts().
   *
   * @param {boolean} [storeAsProperties=true]
   * @return {Command} `this` command for chaining
   */
  storeOptionsAsProperties(storeAsProperties = true) {
    if (this.options.length) {
      throw new Error("call .storeOptionsAsProperties() before adding options");
    }
    if (Object.keys(this._optionValues).length) {
      throw new Error(
        "call .storeOptionsAsProperties() before setting option values"
      );
    }
    this._storeOptionsAsProperties = !!storeAsProperties;
    return this;
  }
  /**
   * Retrieve option value.
   *
   * @param {string} key
   * @return {object} value
   */
  getOptionValue(key) {
    if (this._storeOptionsAsProperties) {
      return this[key];
    }
    return this._optionValues[key];
  }
  /**
   * Store option value.
   *
   * @param {string} key
   * @param {object} value
   * @return {Command} `this` command for chaining
   */
  setOptionValue(key, value) {
    return this.setOptionValueWithSource(key, value, void 0);
  }
  /**
   * Store option value and where the value came from.
   *
   * @param {string} key
   * @param {object} value
   * @param {string} source - expected values are default/config/env/cli/implied
   * @return {Command} `this` command for chaining
   */
  setOptionValueWithSource(key, value, source) {
    if (this._storeOptionsAsProperties) {
      this[key] = value;
    } else {
      this._optionValues[key] = value;
    }
    this._optionValueSources[key] = source;
    return this;
  }
  /**
   * Get source of option value.
   * Expected values are default | config | env | cli | implied
   *
   * @param {string} key
   * @return {string}
   */
  getOptionValueSource(key) {
    return this._optionValueSources[key];
  }
  /**
   * Get source of option value. See also .optsWithGlobals().
   * Expected values are default | config | env | cli | implied
   *
   * @param {string} key
   * @return {string}
   */
  getOptionValueSourceWithGlobals(key) {
    let source;
    this._getCommandAndAncestors().forEach((cmd) => {
      if (Object.hasOwn(cmd._optionValueSources, key)) {
        source = cmd.getOptionValueSource(key);
      }
    });
    return source;
  }
  /**
   * Get user arguments from implied or explicit arguments.
   * Side-effects: set _scriptPath if args included script. Used for default program name, and subcommand searches.
   *
   * @private
   */
  _prepareUserArgs(argv, parseOptions) {
    if (argv !== void 0 && !Array.isArray(argv)) {
      throw new Error("first parameter to parse must be array or undefined");
    }
    parseOptions = parseOptions || {};
    if (argv === void 0 && parseOptions.from === void 0) {
      if (import_node_process.default.versions?.electron) {
        parseOptions.from = "electron";
      }
      const execArgv = import_node_process.default.execArgv ?? [];
      if (execArgv.includes("-e") || execArgv.includes("--eval") || execArgv.includes("-p") || execArgv.includes("--print")) {
        parseOptions.from = "eval";
      }
    }
    if (argv === void 0) {
      argv = import_node_process.default.argv;
    }
    this.rawArgs = argv.slice();
    let userArgs;
    switch (parseOptions.from) {
      case void 0:
      case "node":
        this._scriptPath = argv[1];
        userArgs = argv.slice(2);
        break;
      case "electron":
        if (import_node_process.default.defaultApp) {
          this._scriptPath = argv[1];
          userArgs = argv.slice(2);
        } else {
          userArgs = argv.slice(1);
        }
        break;
      case "user":
        userArgs = argv.slice(0);
        break;
      case "eval":
        userArgs = argv.slice(1);
        break;
      default:
        throw new Error(
          `unexpected parse option { from: '${parseOptions.from}' }`
        );
    }
    if (!this._name && this._scriptPath)
      this.nameFromFilename(this._scriptPath);
    this._name = this._name || "program";
    return userArgs;
  }
  /**
   * Parse `argv`, setting options and invoking commands when defined.
   *
   * Use parseAsync instead of parse if any of your action handlers are async.
   *
   * Call with no parameters to parse `process.argv`. Detects Electron and special node options like `node --eval`. Easy mode!
   *
   * Or call with an array of strings to parse, and optionally where the user arguments start by specifying where the arguments are `from`:
   * - `'node'`: default, `argv[0]` is the application and `argv[1]` is the script being run, with user arguments after that
   * - `'electron'`: `argv[0]` is the application and `argv[1]` varies depending on whether the electron application is packaged
   * - `'user'`: just user arguments
   *
   * @example
   * program.parse(); // parse process.argv and auto-detect electron and special node flags
   * program.parse(process.argv); // assume argv[0] is app and argv[1] is script
   * program.parse(my-args, { from: 'user' }); // just user supplied arguments, nothing special about argv[0]
   *
   * @param {string[]} [argv] - optional, defaults to process.argv
   * @param {object} [parseOptions] - optionally specify style of options with from: node/user/electron
   * @param {string} [parseOptions.from] - where the args are from: 'node', 'user', 'electron'
   * @return {Command} `this` command for chaining
   */
  parse(argv, parseOptions) {
    this._prepareForParse();
    const userArgs = this._prepareUserArgs(argv, parseOptions);
    this._parseCommand([], userArgs);
    return this;
  }
  /**
   * Parse `argv`, setting options and invoking commands when defined.
   *
   * Call with no parameters to parse `process.argv`. Detects Electron and special node options like `node --eval`. Easy mode!
   *
   * Or call with an array of strings to parse, and optionally where the user arguments start by specifying where the arguments are `from`:
   * - `'node'`: default, `argv[0]` is the application and `argv[1]` is the script being run, with user arguments after that
   * - `'electron'`: `argv[0]` is the application and `argv[1]` varies depending on whether the electron application is packaged
   * - `'user'`: just user arguments
   *
   * @example
   * await program.parseAsync(); // parse process.argv and auto-detect electron and special node flags
   * await program.parseAsync(process.argv); // assume argv[0] is app and argv[1] is script
   * await program.parseAsync(my-args, { from: 'user' }); // just user supplied arguments, nothing special about argv[0]
   *
   * @param {string[]} [argv]
   * @param {object} [parseOptions]
   * @param {string} parseOptions.from - where the args are from: 'node', 'user', 'electron'
   * @return {Promise}
   */
  async parseAsync(argv, parseOptions) {
    this._prepareForParse();
    const userArgs = this._prepareUserArgs(argv, parseOptions);
    await this._parseCommand([], userArgs);
    return this;
  }
  _prepareForParse() {
    if (this._savedState === null) {
      this.options.filter(
        (option) => option.negate && option.defaultValue === void 0 && this.getOptionValue(option.attributeName()) === void 0
      ).forEach((option) => {
        const positiveLongFlag = option.long.replace(/^--no-/, "--");
        if (!this._findOption(positiveLongFlag)) {
          this.setOptionValueWithSource(
            option.attributeName(),
            true,
            "default"
          );
        }
      });
      this.saveStateBeforeParse();
    } else {
      this.restoreStateBeforeParse();
    }
  }
  /**
   * Called the first time parse is called to save state and allow a restore before subsequent calls to parse.
   * Not usually called directly, but available for subclasses to save their custom state.
   *
   * This is called in a lazy way. Only commands used in parsing chain will have state saved.
   */
  saveStateBeforeParse() {
    this._savedState = {
      // name is stable if supplied by author, but may be unspecified for root command and deduced during parsing
      _name: this._name,
      // option values before parse have default values (including false for negated options)
      // shallow clones
      _optionValues: { ...this._optionValues },
      _optionValueSources: { ...this._optionValueSources }
    };
  }
  /**
   * Restore state before parse for calls after the first.
   * Not usually called directly, but available for subclasses to save their custom state.
   *
   * This is called in a lazy way. Only commands used in parsing chain will have state restored.
   */
  restoreStateBeforeParse() {
    if (this._storeOptionsAsProperties)
      throw new Error(`Can not call parse again when storeOptionsAsProperties is true.
- either make a new Command for each call to parse, or stop storing options as properties`);
    this._name = this._savedState._name;
    this._scriptPath = null;
    this.rawArgs = [];
    this._optionValues = { ...this._savedState._optionValues };
    this._optionValueSources = { ...this._savedState._optionValueSources };
    this.args = [];
    this.processedArgs = [];
  }
  /**
   * Throw if expected executable is missing. Add lots of help for author.
   *
   * @param {string} executableFile
   * @param {string} executableDir
   * @param {string} subcommandName
   */
  _checkForMissingExecutable(executableFile, executableDir, subcommandName) {
    if (import_node_fs.default.existsSync(executableFile)) return;
    const executableDirMessage = executableDir ? `searched for local subcommand relative to directory '${executableDir}'` : "no directory for search for local subcommand, use .executableDir() to supply a custom directory";
    const executableMissing = `'${executableFile}' does not exist
 - if '${subcommandName}' is not meant to be an executable command, remove description parameter from '.command()' and use '.description()' instead
 - if the default executable name is not suitable, use the executableFile option to supply a custom name or path
 - ${executableDirMessage}`;
    throw new Error(executableMissing);
  }
  /**
   * Execute a sub-command executable.
   *
   * @private
   */
  _executeSubCommand(subcommand, args) {
    args = args.slice();
    const sourceExt = [".js", ".ts", ".tsx", ".mjs", ".cjs"];
    function findFile(baseDir, baseName) {
      const localBin = import_node_path.default.resolve(baseDir, baseName);
      if (import_node_fs.default.existsSync(localBin)) return localBin;
      if (sourceExt.includes(import_node_path.default.extname(baseName))) return void 0;
      const foundExt = sourceExt.find(
        (ext) => import_node_fs.default.existsSync(`${localBin}${ext}`)
      );
      if (foundExt) return `${localBin}${foundExt}`;
      return void 0;
    }
    this._checkForMissingMandatoryOptions();
    this._checkForConflictingOptions();
    let executableFile = subcommand._executableFile || `${this._name}-${subcommand._name}`;
    let executableDir = this._executableDir || "";
    if (this._scriptPath) {
      let resolvedScriptPath;
      try {
        resolvedScriptPath = import_node_fs.default.realpathSync(this._scriptPath);
      } catch {
        resolvedScriptPath = this._scriptPath;
      }
      executableDir = import_node_path.default.resolve(
        import_node_path.default.dirname(resolvedScriptPath),
        executableDir
      );
    }
    if (executableDir) {
      let localFile = findFile(executableDir, executableFile);
      if (!localFile && !subcommand._executableFile && this._scriptPath) {
        const legacyName = import_node_path.default.basename(
          this._scriptPath,
          import_node_path.default.extname(this._scriptPath)
        );
        if (legacyName !== this._name) {
          localFile = findFile(
            executableDir,
            `${legacyName}-${subcommand._name}`
          );
        }
      }
      executableFile = localFile || executableFile;
    }
    const launchWithNode = sourceExt.includes(import_node_path.default.extname(executableFile));
    let proc;
    if (import_node_process.default.platform !== "win32") {
      if (launchWithNode) {
        args.unshift(executableFile);
        args = incrementNodeInspectorPort(import_node_process.default.execArgv).concat(args);
        proc = import_node_child_process.default.spawn(import_node_process.default.argv[0], args, { stdio: "inherit" });
      } else {
        proc = import_node_child_process.default.spawn(executableFile, args, { stdio: "inherit" });
      }
    } else {
      this._checkForMissingExecutable(
        executableFile,
        executableDir,
        subcommand._name
      );
      args.unshift(executableFile);
      args = incrementNodeInspectorPort(import_node_process.default.execArgv).concat(args);
      proc = import_node_child_process.default.spawn(import_node_process.default.execPath, args, { stdio: "inherit" });
    }
    if (!proc.killed) {
      const signals = ["SIGUSR1", "SIGUSR2", "SIGTERM", "SIGINT", "SIGHUP"];
      signals.forEach((signal) => {
        import_node_process.default.on(signal, () => {
          if (proc.killed === false && proc.exitCode === null) {
            proc.kill(signal);
          }
        });
      });
    }
    const exitCallback = this._exitCallback;
    proc.on("close", (code2) => {
      code2 = code2 ?? 1;
      if (!exitCallback) {
        import_node_process.default.exit(code2);
      } else {
        exitCallback(
          new CommanderError(
            code2,
            "commander.executeSubCommandAsync",
            "(close)"
          )
        );
      }
    });
    proc.on("error", (err) => {
      if (err.code === "ENOENT") {
        this._checkForMissingExecutable(
          executableFile,
          executableDir,
          subcommand._name
        );
      } else if (err.code === "EACCES") {
        throw new Error(`'${executableFile}' not executable`);
      }
      if (!exitCallback) {
        import_node_process.default.exit(1);
      } else {
        const wrappedError = new CommanderError(
          1,
          "commander.executeSubCommandAsync",
          "(error)"
        );
        wrappedError.nestedError = err;
        exitCallback(wrappedError);
      }
    });
    this.runningCommand = proc;
  }
  /**
   * @private
   */
  _dispatchSubcommand(commandName, operands, unknown) {
    const subCommand = this._findCommand(commandName);
    if (!subCommand) this.help({ error: true });
    subCommand._prepareForParse();
    let promiseChain;
    promiseChain = this._chainOrCallSubCommandHook(
      promiseChain,
      subCommand,
      "preSubcommand"
    );
    promiseChain = this._chainOrCall(promiseChain, () => {
      if (subCommand._executableHandler) {
        this._executeSubCommand(subCommand, operands.concat(unknown));
      } else {
        return subCommand._parseCommand(operands, unknown);
      }
    });
    return promiseChain;
  }
  /**
   * Invoke help directly if possible, or dispatch if necessary.
   * e.g. help foo
   *
   * @private
   */
  _dispatchHelpCommand(subcommandName) {
    if (!subcommandName) {
      this.help();
    }
    const subCommand = this._findCommand(subcommandName);
    if (subCommand && !subCommand._executableHandler) {
      subCommand.help();
    }
    return this._dispatchSubcommand(
      subcommandName,
      [],
      [this._getHelpOption()?.long ?? this._getHelpOption()?.short ?? "--help"]
    );
  }
  /**
   * Check this.args against expected this.registeredArguments.
   *
   * @private
   */
  _checkNumberOfArguments() {
    this.registeredArguments.forEach((arg, i) => {
      if (arg.required && this.args[i] == null) {
        this.missingArgument(arg.name());
      }
    });
    if (this.registeredArguments.length > 0 && this.registeredArguments[this.registeredArguments.length - 1].variadic) {
      return;
    }
    if (this.args.length > this.registeredArguments.length) {
      this._excessArguments(this.args);
    }
  }
  /**
   * Process this.args using this.registeredArguments and save as this.processedArgs!
   *
   * @private
   */
  _processArguments() {
    const myParseArg = (argument, value, previous) => {
      let parsedValue = value;
      if (value !== null && argument.parseArg) {
        const invalidValueMessage = `error: command-argument value '${value}' is invalid for argument '${argument.name()}'.`;
        parsedValue = this._callParseArg(
          argument,
          value,
          previous,
          invalidValueMessage
        );
      }
      return parsedValue;
    };
    this._checkNumberOfArguments();
    const processedArgs = [];
    this.registeredArguments.forEach((declaredArg, index) => {
      let value = declaredArg.defaultValue;
      if (declaredArg.variadic) {
        if (index < this.args.length) {
          value = this.args.slice(index);
          if (declaredArg.parseArg) {
            value = value.reduce((processed, v) => {
              return myParseArg(declaredArg, v, processed);
            }, declaredArg.defaultValue);
          }
        } else if (value === void 0) {
          value = [];
        }
      } else if (index < this.args.length) {
        value = this.args[index];
        if (declaredArg.parseArg) {
          value = myParseArg(declaredArg, value, declaredArg.defaultValue);
        }
      }
      processedArgs[index] = value;
    });
    this.processedArgs = processedArgs;
  }
  /**
   * Once we have a promise we chain, but call synchronously until then.
   *
   * @param {(Promise|undefined)} promise
   * @param {Function} fn
   * @return {(Promise|undefined)}
   * @private
   */
  _chainOrCall(promise, fn) {
    if (promise?.then && typeof promise.then === "function") {
      return promise.then(() => fn());
    }
    return fn();
  }
  /**
   *
   * @param {(Promise|undefined)} promise
   * @param {string} event
   * @return {(Promise|undefined)}
   * @private
   */
  _chainOrCallHooks(promise, event) {
    let result = promise;
    const hooks = [];
    this._getCommandAndAncestors().reverse().filter((cmd) => cmd._lifeCycleHooks[event] !== void 0).forEach((hookedCommand) => {
      hookedCommand._lifeCycleHooks[event].forEach((callback) => {
        hooks.push({ hookedCommand, callback });
      });
    });
    if (event === "postAction") {
      hooks.reverse();
    }
    hooks.forEach((hookDetail) => {
      result = this._chainOrCall(result, () => {
        return hookDetail.callback(hookDetail.hookedCommand, this);
      });
    });
    return result;
  }
  /**
   *
   * @param {(Promise|undefined)} promise
   * @param {Command} subCommand
   * @param {string} event
   * @return {(Promise|undefined)}
   * @private
   */
  _chainOrCallSubCommandHook(promise, subCommand, event) {
    let result = promise;
    if (this._lifeCycleHooks[event] !== void 0) {
      this._lifeCycleHooks[event].forEach((hook) => {
        result = this._chainOrCall(result, () => {
          return hook(this, subCommand);
        });
      });
    }
    return result;
  }
  /**
   * Process arguments in context of this command.
   * Returns action result, in case it is a promise.
   *
   * @private
   */
  _parseCommand(operands, unknown) {
    const parsed = this.parseOptions(unknown);
    this._parseOptionsEnv();
    this._parseOptionsImplied();
    operands = operands.concat(parsed.operands);
    unknown = parsed.unknown;
    this.args = operands.concat(unknown);
    if (operands && this._findCommand(operands[0])) {
      return this._dispatchSubcommand(operands[0], operands.slice(1), unknown);
    }
    if (this._getHelpCommand() && operands[0] === this._getHelpCommand().name()) {
      return this._dispatchHelpCommand(operands[1]);
    }
    if (this._defaultCommandName) {
      this._outputHelpIfRequested(unknown);
      return this._dispatchSubcommand(
        this._defaultCommandName,
        operands,
        unknown
      );
    }
    if (this.commands.length && this.args.length === 0 && !this._actionHandler && !this._defaultCommandName) {
      this.help({ error: true });
    }
    this._outputHelpIfRequested(parsed.unknown);
    this._checkForMissingMandatoryOptions();
    this._checkForConflictingOptions();
    const checkForUnknownOptions = () => {
      if (parsed.unknown.length > 0) {
        this.unknownOption(parsed.unknown[0]);
      }
    };
    const commandEvent = `command:${this.name()}`;
    if (this._actionHandler) {
      checkForUnknownOptions();
      this._processArguments();
      let promiseChain;
      promiseChain = this._chainOrCallHooks(promiseChain, "preAction");
      promiseChain = this._chainOrCall(
        promiseChain,
        () => this._actionHandler(this.processedArgs)
      );
      if (this.parent) {
        promiseChain = this._chainOrCall(promiseChain, () => {
          this.parent.emit(commandEvent, operands, unknown);
        });
      }
      promiseChain = this._chainOrCallHooks(promiseChain, "postAction");
      return promiseChain;
    }
    if (this.parent?.listenerCount(commandEvent)) {
      checkForUnknownOptions();
      this._processArguments();
      this.parent.emit(commandEvent, operands, unknown);
    } else if (operands.length) {
      if (this._findCommand("*")) {
        return this._dispatchSubcommand("*", operands, unknown);
      }
      if (this.listenerCount("command:*")) {
        this.emit("command:*", operands, unknown);
      } else if (this.commands.length) {
        this.unknownCommand();
      } else {
        checkForUnknownOptions();
        this._processArguments();
      }
    } else if (this.commands.length) {
      checkForUnknownOptions();
      this.help({ error: true });
    } else {
      checkForUnknownOptions();
      this._processArguments();
    }
  }
  /**
   * Find matching command.
   *
   * @private
   * @return {Command | undefined}
   */
  _findCommand(name) {
    if (!name) return void 0;
    return this.commands.find(
      (cmd) => cmd._name === name || cmd._aliases.includes(name)
    );
  }
  /**
   * Return an option matching `arg` if any.
   *
   * @param {string} arg
   * @return {Option}
   * @package
   */
  _findOption(arg) {
    return this.options.find((option) => option.is(arg));
  }
  /**
   * Display an error message if a mandatory option does not have a value.
   * Called after checking for help flags in leaf subcommand.
   *
   * @private
   */
  _checkForMissingMandatoryOptions() {
    this._getCommandAndAncestors().forEach((cmd) => {
      cmd.options.forEach((anOption) => {
        if (anOption.mandatory && cmd.getOptionValue(anOption.attributeName()) === void 0) {
          cmd.missingMandatoryOptionValue(anOption);
        }
      });
    });
  }
  /**
   * Display an error message if conflicting options are used together in this.
   *
   * @private
   */
  _checkForConflictingLocalOptions() {
    const definedNonDefaultOptions = this.options.filter((option) => {
      const optionKey = option.attributeName();
      if (this.getOptionValue(optionKey) === void 0) {
        return false;
      }
      return this.getOptionValueSource(optionKey) !== "default";
    });
    const optionsWithConflicting = definedNonDefaultOptions.filter(
      (option) => option.conflictsWith.length > 0
    );
    optionsWithConflicting.forEach((option) => {
      const conflictingAndDefined = definedNonDefaultOptions.find(
        (defined) => option.conflictsWith.includes(defined.attributeName())
      );
      if (conflictingAndDefined) {
        this._conflictingOption(option, conflictingAndDefined);
      }
    });
  }
  /**
   * Display an error message if conflicting options are used together.
   * Called after checking for help flags in leaf subcommand.
   *
   * @private
   */
  _checkForConflictingOptions() {
    this._getCommandAndAncestors().forEach((cmd) => {
      cmd._checkForConflictingLocalOptions();
    });
  }
  /**
   * Parse options from `argv` removing known options,
   * and return argv split into operands and unknown arguments.
   *
   * Side effects: modifies command by storing options. Does not reset state if called again.
   *
   * Examples:
   *
   *     argv => operands, unknown
   *     --known kkk op => [op], []
   *     op --known kkk => [op], []
   *     sub --unknown uuu op => [sub], [--unknown uuu op]
   *     sub -- --unknown uuu op => [sub --unknown uuu op], []
   *
   * @param {string[]} args
   * @return {{operands: string[], unknown: string[]}}
   */
  parseOptions(args) {
    const operands = [];
    const unknown = [];
    let dest = operands;
    function maybeOption(arg) {
      return arg.length > 1 && arg[0] === "-";
    }
    const negativeNumberArg = (arg) => {
      if (!/^-(\d+|\d*\.\d+)([eE][+-]?\d+)?$/.test(arg)) return false;
      return !this._getCommandAndAncestors().some(
        (cmd) => cmd.options.map((opt) => opt.short).some((short) => /^-\d$/.test(short))
      );
    };
    let activeVariadicOption = null;
    let activeGroup = null;
    let i = 0;
    while (i < args.length || activeGroup) {
      const arg = activeGroup ?? args[i++];
      activeGroup = null;
      if (arg === "--") {
        if (dest === unknown) dest.push(arg);
        dest.push(...args.slice(i));
        break;
      }
      if (activeVariadicOption && (!maybeOption(arg) || negativeNumberArg(arg))) {
        this.emit(`option:${activeVariadicOption.name()}`, arg);
        continue;
      }
      activeVariadicOption = null;
      if (maybeOption(arg)) {
        const option = this._findOption(arg);
        if (option) {
          if (option.required) {
            const value = args[i++];
            if (value === void 0) this.optionMissingArgument(option);
            this.emit(`option:${option.name()}`, value);
          } else if (option.optional) {
            let value = null;
            if (i < args.length && (!maybeOption(args[i]) || negativeNumberArg(args[i]))) {
              value = args[i++];
            }
            this.emit(`option:${option.name()}`, value);
          } else {
            this.emit(`option:${option.name()}`);
          }
          activeVariadicOption = option.variadic ? option : null;
          continue;
        }
      }
      if (arg.length > 2 && arg[0] === "-" && arg[1] !== "-") {
        const option = this._findOption(`-${arg[1]}`);
        if (option) {
          if (option.required || option.optional && this._combineFlagAndOptionalValue) {
            this.emit(`option:${option.name()}`, arg.slice(2));
          } else {
            this.emit(`option:${option.name()}`);
            activeGroup = `-${arg.slice(2)}`;
          }
          continue;
        }
      }
      if (/^--[^=]+=/.test(arg)) {
        const index = arg.indexOf("=");
        const option = this._findOption(arg.slice(0, index));
        if (option && (option.required || option.optional)) {
          this.emit(`option:${option.name()}`, arg.slice(index + 1));
          continue;
        }
      }
      if (dest === operands && maybeOption(arg) && !(this.commands.length === 0 && negativeNumberArg(arg))) {
        dest = unknown;
      }
      if ((this._enablePositionalOptions || this._passThroughOptions) && operands.length === 0 && unknown.length === 0) {
        if (this._findCommand(arg)) {
          operands.push(arg);
          unknown.push(...args.slice(i));
          break;
        } else if (this._getHelpCommand() && arg === this._getHelpCommand().name()) {
          operands.push(arg, ...args.slice(i));
          break;
        } else if (this._defaultCommandName) {
          unknown.push(arg, ...args.slice(i));
          break;
        }
      }
      if (this._passThroughOptions) {
        dest.push(arg, ...args.slice(i));
        break;
      }
      dest.push(arg);
    }
    return { operands, unknown };
  }
  /**
   * Return an object containing local option values as key-value pairs.
   *
   * @return {object}
   */
  opts() {
    if (this._storeOptionsAsProperties) {
      const result = {};
      const len = this.options.length;
      for (let i = 0; i < len; i++) {
        const key = this.options[i].attributeName();
        result[key] = key === this._versionOptionName ? this._version : this[key];
      }
      return result;
    }
    return this._optionValues;
  }
  /**
   * Return an object containing merged local and global option values as key-value pairs.
   *
   * @return {object}
   */
  optsWithGlobals() {
    return this._getCommandAndAncestors().reduce(
      (combinedOptions, cmd) => Object.assign(combinedOptions, cmd.opts()),
      {}
    );
  }
  /**
   * Display error message and exit (or call exitOverride).
   *
   * @param {string} message
   * @param {object} [errorOptions]
   * @param {string} [errorOptions.code] - an id string representing the error
   * @param {number} [errorOptions.exitCode] - used with process.exit
   */
  error(message, errorOptions) {
    this._outputConfiguration.outputError(
      `${message}
`,
      this._outputConfiguration.writeErr
    );
    if (typeof this._showHelpAfterError === "string") {
      this._outputConfiguration.writeErr(`${this._showHelpAfterError}
`);
    } else if (this._showHelpAfterError) {
      this._outputConfiguration.writeErr("\n");
      this.outputHelp({ error: true });
    }
    const config = errorOptions || {};
    const exitCode = config.exitCode || 1;
    const code2 = config.code || "commander.error";
    this._exit(exitCode, code2, message);
  }
  /**
   * Apply any option related environment variables, if option does
   * not have a value from cli or client code.
   *
   * @private
   */
  _parseOptionsEnv() {
    this.options.forEach((option) => {
      if (option.envVar && option.envVar in import_node_process.default.env) {
        const optionKey = option.attributeName();
        if (this.getOptionValue(optionKey) === void 0 || ["default", "config", "env"].includes(
          this.getOptionValueSource(optionKey)
        )) {
          if (option.required || option.optional) {
            this.emit(`optionEnv:${option.name()}`, import_node_process.default.env[option.envVar]);
          } else {
            this.emit(`optionEnv:${option.name()}`);
          }
        }
      }
    });
  }
  /**
   * Apply any implied option values, if option is undefined or default value.
   *
   * @private
   */
  _parseOptionsImplied() {
    const dualHelper = new DualOptions(this.options);
    const hasCustomOptionValue = (optionKey) => {
      return this.getOptionValue(optionKey) !== void 0 && !["default", "implied"].includes(this.getOptionValueSource(optionKey));
    };
    this.options.filter(
      (option) => option.implied !== void 0 && hasCustomOptionValue(option.attributeName()) && dualHelper.valueFromOption(
        this.getOptionValue(option.attributeName()),
        option
      )
    ).forEach((option) => {
      Object.keys(option.implied).filter((impliedKey) => !hasCustomOptionValue(impliedKey)).forEach((impliedKey) => {
        this.setOptionValueWithSource(
          impliedKey,
          option.implied[impliedKey],
          "implied"
        );
      });
    });
  }
  /**
   * Argument `name` is missing.
   *
   * @param {string} name
   * @private
   */
  missingArgument(name) {
    const message = `error: missing required argument '${name}'`;
    this.error(message, { code: "commander.missingArgument" });
  }
  /**
   * `Option` is missing an argument.
   *
   * @param {Option} option
   * @private
   */
  optionMissingArgument(option) {
    const message = `error: option '${option.flags}' argument missing`;
    this.error(message, { code: "commander.optionMissingArgument" });
  }
  /**
   * `Option` does not have a value, and is a mandatory option.
   *
   * @param {Option} option
   * @private
   */
  missingMandatoryOptionValue(option) {
    const message = `error: required option '${option.flags}' not specified`;
    this.error(message, { code: "commander.missingMandatoryOptionValue" });
  }
  /**
   * `Option` conflicts with another option.
   *
   * @param {Option} option
   * @param {Option} conflictingOption
   * @private
   */
  _conflictingOption(option, conflictingOption) {
    const findBestOptionFromValue = (option2) => {
      const optionKey = option2.attributeName();
      const optionValue = this.getOptionValue(optionKey);
      const negativeOption = this.options.find(
        (target) => target.negate && optionKey === target.attributeName()
      );
      const positiveOption = this.options.find(
        (target) => !target.negate && optionKey === target.attributeName()
      );
      if (negativeOption && (negativeOption.presetArg === void 0 && optionValue === false || negativeOption.presetArg !== void 0 && optionValue === negativeOption.presetArg)) {
        return negativeOption;
      }
      return positiveOption || option2;
    };
    const getErrorMessage = (option2) => {
      const bestOption = findBestOptionFromValue(option2);
      const optionKey = bestOption.attributeName();
      const source = this.getOptionValueSource(optionKey);
      if (source === "env") {
        return `environment variable '${bestOption.envVar}'`;
      }
      return `option '${bestOption.flags}'`;
    };
    const message = `error: ${getErrorMessage(option)} cannot be used with ${getErrorMessage(conflictingOption)}`;
    this.error(message, { code: "commander.conflictingOption" });
  }
  /**
   * Unknown option `flag`.
   *
   * @param {string} flag
   * @private
   */
  unknownOption(flag) {
    if (this._allowUnknownOption) return;
    let suggestion = "";
    if (flag.startsWith("--") && this._showSuggestionAfterError) {
      let candidateFlags = [];
      let command = this;
      do {
        const moreFlags = command.createHelp().visibleOptions(command).filter((option) => option.long).map((option) => option.long);
        candidateFlags = candidateFlags.concat(moreFlags);
        command = command.parent;
      } while (command && !command._enablePositionalOptions);
      suggestion = suggestSimilar(flag, candidateFlags);
    }
    const message = `error: unknown option '${flag}'${suggestion}`;
    this.error(message, { code: "commander.unknownOption" });
  }
  /**
   * Excess arguments, more than expected.
   *
   * @param {string[]} receivedArgs
   * @private
   */
  _excessArguments(receivedArgs) {
    if (this._allowExcessArguments) return;
    const expected = this.registeredArguments.length;
    const s = expected === 1 ? "" : "s";
    const received = receivedArgs.length;
    const forSubcommand = this.parent ? ` for '${this.name()}'` : "";
    const details = receivedArgs.join(", ");
    const message = `error: too many arguments${forSubcommand}. Expected ${expected} argument${s} but got ${received}: ${details}.`;
    this.error(message, { code: "commander.excessArguments" });
  }
  /**
   * Unknown command.
   *
   * @private
   */
  unknownCommand() {
    const unknownName = this.args[0];
    let suggestion = "";
    if (this._showSuggestionAfterError) {
      const candidateNames = [];
      this.createHelp().visibleCommands(this).forEach((command) => {
        candidateNames.push(command.name());
        if (command.alias()) candidateNames.push(command.alias());
      });
      suggestion = suggestSimilar(unknownName, candidateNames);
    }
    const message = `error: unknown command '${unknownName}'${suggestion}`;
    this.error(message, { code: "commander.unknownCommand" });
  }
  /**
   * Get or set the program version.
   *
   * This method auto-registers the "-V, --version" option which will print the version number.
   *
   * You can optionally supply the flags and description to override the defaults.
   *
   * @param {string} [str]
   * @param {string} [flags]
   * @param {string} [description]
   * @return {(this | string | undefined)} `this` command for chaining, or version string if no arguments
   */
  version(str, flags, description) {
    if (str === void 0) return this._version;
    this._version = str;
    flags = flags || "-V, --version";
    description = description || "output the version number";
    const versionOption = this.createOption(flags, description);
    this._versionOptionName = versionOption.attributeName();
    this._registerOption(versionOption);
    this.on("option:" + versionOption.name(), () => {
      this._outputConfiguration.writeOut(`${str}
`);
      this._exit(0, "commander.version", str);
    });
    return this;
  }
  /**
   * Set the description.
   *
   * @param {string} [str]
   * @param {object} [argsDescription]
   * @return {(string|Command)}
   */
  description(str, argsDescription) {
    if (str === void 0 && argsDescription === void 0)
      return this._description;
    this._description = str;
    if (argsDescription) {
      this._argsDescription = argsDescription;
    }
    return this;
  }
  /**
   * Set the summary. Used when listed as subcommand of parent.
   *
   * @param {string} [str]
   * @return {(string|Command)}
   */
  summary(str) {
    if (str === void 0) return this._summary;
    this._summary = str;
    return this;
  }
  /**
   * Set an alias for the command.
   *
   * You may call more than once to add multiple aliases. Only the first alias is shown in the auto-generated help.
   *
   * @param {string} [alias]
   * @return {(string|Command)}
   */
  alias(alias) {
    if (alias === void 0) return this._aliases[0];
    let command = this;
    if (this.commands.length !== 0 && this.commands[this.commands.length - 1]._executableHandler) {
      command = this.commands[this.commands.length - 1];
    }
    if (alias === command._name)
      throw new Error("Command alias can't be the same as its name");
    const matchingCommand = this.parent?._findCommand(alias);
    if (matchingCommand) {
      const existingCmd = [matchingCommand.name()].concat(matchingCommand.aliases()).join("|");
      throw new Error(
        `cannot add alias '${alias}' to command '${this.name()}' as already have command '${existingCmd}'`
      );
    }
    command._aliases.push(alias);
    return this;
  }
  /**
   * Set aliases for the command.
   *
   * Only the first alias is shown in the auto-generated help.
   *
   * @param {string[]} [aliases]
   * @return {(string[]|Command)}
   */
  aliases(aliases) {
    if (aliases === void 0) return this._aliases;
    aliases.forEach((alias) => this.alias(alias));
    return this;
  }
  /**
   * Set / get the command usage `str`.
   *
   * @param {string} [str]
   * @return {(string|Command)}
   */
  usage(str) {
    if (str === void 0) {
      if (this._usage) return this._usage;
      const args = this.registeredArguments.map((arg) => {
        return humanReadableArgName(arg);
      });
      return [].concat(
        this.options.length || this._helpOption !== null ? "[options]" : [],
        this.commands.length ? "[command]" : [],
        this.registeredArguments.length ? args : []
      ).join(" ");
    }
    this._usage = str;
    return this;
  }
  /**
   * Get or set the name of the command.
   *
   * @param {string} [str]
   * @return {(string|Command)}
   */
  name(str) {
    if (str === void 0) return this._name;
    this._name = str;
    return this;
  }
  /**
   * Set/get the help group heading for this subcommand in parent command's help.
   *
   * @param {string} [heading]
   * @return {Command | string}
   */
  helpGroup(heading) {
    if (heading === void 0) return this._helpGroupHeading ?? "";
    this._helpGroupHeading = heading;
    return this;
  }
  /**
   * Set/get the default help group heading for subcommands added to this command.
   * (This does not override a group set directly on the subcommand using .helpGroup().)
   *
   * @example
   * program.commandsGroup('Development Commands:');
   * program.command('watch')...
   * program.command('lint')...
   * ...
   *
   * @param {string} [heading]
   * @returns {Command | string}
   */
  commandsGroup(heading) {
    if (heading === void 0) return this._defaultCommandGroup ?? "";
    this._defaultCommandGroup = heading;
    return this;
  }
  /**
   * Set/get the default help group heading for options added to this command.
   * (This does not override a group set directly on the option using .helpGroup().)
   *
   * @example
   * program
   *   .optionsGroup('Development Options:')
   *   .option('-d, --debug', 'output extra debugging')
   *   .option('-p, --profile', 'output profiling information')
   *
   * @param {string} [heading]
   * @returns {Command | string}
   */
  optionsGroup(heading) {
    if (heading === void 0) return this._defaultOptionGroup ?? "";
    this._defaultOptionGroup = heading;
    return this;
  }
  /**
   * @param {Option} option
   * @private
   */
  _initOptionGroup(option) {
    if (this._defaultOptionGroup && !option.helpGroupHeading)
      option.helpGroup(this._defaultOptionGroup);
  }
  /**
   * @param {Command} cmd
   * @private
   */
  _initCommandGroup(cmd) {
    if (this._defaultCommandGroup && !cmd.helpGroup())
      cmd.helpGroup(this._defaultCommandGroup);
  }
  /**
   * Set the name of the command from script filename, such as process.argv[1],
   * or import.meta.filename.
   *
   * (Used internally and public although not documented in README.)
   *
   * @example
   * program.nameFromFilename(import.meta.filename);
   *
   * @param {string} filename
   * @return {Command}
   */
  nameFromFilename(filename) {
    this._name = import_node_path.default.basename(filename, import_node_path.default.extname(filename));
    return this;
  }
  /**
   * Get or set the directory for searching for executable subcommands of this command.
   *
   * @example
   * program.executableDir(import.meta.dirname);
   * // or
   * program.executableDir('subcommands');
   *
   * @param {string} [path]
   * @return {(string|null|Command)}
   */
  executableDir(path2) {
    if (path2 === void 0) return this._executableDir;
    this._executableDir = path2;
    return this;
  }
  /**
   * Return program help documentation.
   *
   * @param {{ error: boolean }} [contextOptions] - pass {error:true} to wrap for stderr instead of stdout
   * @return {string}
   */
  helpInformation(contextOptions) {
    const helper = this.createHelp();
    const context = this._getOutputContext(contextOptions);
    helper.prepareContext({
      error: context.error,
      helpWidth: context.helpWidth,
      outputHasColors: context.hasColors
    });
    const text = helper.formatHelp(this, helper);
    if (context.hasColors) return text;
    return this._outputConfiguration.stripColor(text);
  }
  /**
   * @typedef HelpContext
   * @type {object}
   * @property {boolean} error
   * @property {number} helpWidth
   * @property {boolean} hasColors
   * @property {function} write - includes stripColor if needed
   *
   * @returns {HelpContext}
   * @private
   */
  _getOutputContext(contextOptions) {
    contextOptions = contextOptions || {};
    const error = !!contextOptions.error;
    let baseWrite;
    let hasColors;
    let helpWidth;
    if (error) {
      baseWrite = (str) => this._outputConfiguration.writeErr(str);
      hasColors = this._outputConfiguration.getErrHasColors();
      helpWidth = this._outputConfiguration.getErrHelpWidth();
    } else {
      baseWrite = (str) => this._outputConfiguration.writeOut(str);
      hasColors = this._outputConfiguration.getOutHasColors();
      helpWidth = this._outputConfiguration.getOutHelpWidth();
    }
    const write = (str) => {
      if (!hasColors) str = this._outputConfiguration.stripColor(str);
      return baseWrite(str);
    };
    return { error, write, hasColors, helpWidth };
  }
  /**
   * Output help information for this command.
   *
   * Outputs built-in help, and custom text added using `.addHelpText()`.
   *
   * @param {{ error: boolean } | Function} [contextOptions] - pass {error:true} to write to stderr instead of stdout
   */
  outputHelp(contextOptions) {
    let deprecatedCallback;
    if (typeof contextOptions === "function") {
      deprecatedCallback = contextOptions;
      contextOptions = void 0;
    }
    const outputContext = this._getOutputContext(contextOptions);
    const eventContext = {
      error: outputContext.error,
      write: outputContext.write,
      command: this
    };
    this._getCommandAndAncestors().reverse().forEach((command) => command.emit("beforeAllHelp", eventContext));
    this.emit("beforeHelp", eventContext);
    let helpInformation = this.helpInformation({ error: outputContext.error });
    if (deprecatedCallback) {
      helpInformation = deprecatedCallback(helpInformation);
      if (typeof helpInformation !== "string" && !Buffer.isBuffer(helpInformation)) {
        throw new Error("outputHelp callback must return a string or a Buffer");
      }
    }
    outputContext.write(helpInformation);
    if (this._getHelpOption()?.long) {
      this.emit(this._getHelpOption().long);
    }
    this.emit("afterHelp", eventContext);
    this._getCommandAndAncestors().forEach(
      (command) => command.emit("afterAllHelp", eventContext)
    );
  }
  /**
   * You can pass in flags and a description to customise the built-in help option.
   * Pass in false to disable the built-in help option.
   *
   * @example
   * program.helpOption('-?, --help', 'show help'); // customise
   * program.helpOption(false); // disable
   *
   * @param {(string | boolean)} flags
   * @param {string} [description]
   * @return {Command} `this` command for chaining
   */
  helpOption(flags, description) {
    if (typeof flags === "boolean") {
      if (flags) {
        if (this._helpOption === null) this._helpOption = void 0;
        if (this._defaultOptionGroup) {
          this._initOptionGroup(this._getHelpOption());
        }
      } else {
        this._helpOption = null;
      }
      return this;
    }
    this._helpOption = this.createOption(
      flags ?? "-h, --help",
      description ?? "display help for command"
    );
    if (flags || description) this._initOptionGroup(this._helpOption);
    return this;
  }
  /**
   * Lazy create help option.
   * Returns null if has been disabled with .helpOption(false).
   *
   * @returns {(Option | null)} the help option
   * @package
   */
  _getHelpOption() {
    if (this._helpOption === void 0) {
      this.helpOption(void 0, void 0);
    }
    return this._helpOption;
  }
  /**
   * Supply your own option to use for the built-in help option.
   * This is an alternative to using helpOption() to customise the flags and description etc.
   *
   * @param {Option} option
   * @return {Command} `this` command for chaining
   */
  addHelpOption(option) {
    this._helpOption = option;
    this._initOptionGroup(option);
    return this;
  }
  /**
   * Output help information and exit.
   *
   * Outputs built-in help, and custom text added using `.addHelpText()`.
   *
   * @param {{ error: boolean }} [contextOptions] - pass {error:true} to write to stderr instead of stdout
   */
  help(contextOptions) {
    this.outputHelp(contextOptions);
    let exitCode = Number(import_node_process.default.exitCode ?? 0);
    if (exitCode === 0 && contextOptions && typeof contextOptions !== "function" && contextOptions.error) {
      exitCode = 1;
    }
    this._exit(exitCode, "commander.help", "(outputHelp)");
  }
  /**
   * // Do a little typing to coordinate emit and listener for the help text events.
   * @typedef HelpTextEventContext
   * @type {object}
   * @property {boolean} error
   * @property {Command} command
   * @property {function} write
   */
  /**
   * Add additional text to be displayed with the built-in help.
   *
   * Position is 'before' or 'after' to affect just this command,
   * and 'beforeAll' or 'afterAll' to affect this command and all its subcommands.
   *
   * @param {string} position - before or after built-in help
   * @param {(string | Function)} text - string to add, or a function returning a string
   * @return {Command} `this` command for chaining
   */
  addHelpText(position, text) {
    const allowedValues = ["beforeAll", "before", "after", "afterAll"];
    if (!allowedValues.includes(position)) {
      throw new Error(`Unexpected value for position to addHelpText.
Expecting one of '${allowedValues.join("', '")}'`);
    }
    const helpEvent = `${position}Help`;
    this.on(helpEvent, (context) => {
      let helpStr;
      if (typeof text === "function") {
        helpStr = text({ error: context.error, command: context.command });
      } else {
        helpStr = text;
      }
      if (helpStr) {
        context.write(`${helpStr}
`);
      }
    });
    return this;
  }
  /**
   * Output help information if help flags specified
   *
   * @param {Array} args - array of options to search for help flags
   * @private
   */
  _outputHelpIfRequested(args) {
    const helpOption = this._getHelpOption();
    const helpRequested = helpOption && args.find((arg) => helpOption.is(arg));
    if (helpRequested) {
      this.outputHelp();
      this._exit(0, "commander.helpDisplayed", "(outputHelp)");
    }
  }
};
function incrementNodeInspectorPort(args) {
  return args.map((arg) => {
    if (!arg.startsWith("--inspect")) {
      return arg;
    }
    let debugOption;
    let debugHost = "127.0.0.1";
    let debugPort = "9229";
    let match;
    if ((match = arg.match(/^(--inspect(-brk|-wait)?)$/)) !== null) {
      debugOption = match[1];
    } else if ((match = arg.match(
      /^(--inspect(-brk|-port|-wait)?)=(\[[^\]]+\]|[^:]+)$/
    )) !== null) {
      debugOption = match[1];
      if (/^\d+$/.test(match[3])) {
        debugPort = match[3];
      } else {
        debugHost = match[3];
      }
    } else if ((match = arg.match(
      /^(--inspect(-brk|-port|-wait)?)=(\[[^\]]+\]|[^:]+):(\d+)$/
    )) !== null) {
      debugOption = match[1];
      debugHost = match[3];
      debugPort = match[4];
    }
    if (debugOption && debugPort !== "0") {
      return `${debugOption}=${debugHost}:${parseInt(debugPort) + 1}`;
    }
    return arg;
  });
}
function useColor() {
  if (import_node_process.default.env.NO_COLOR || import_node_process.default.env.FORCE_COLOR === "0" || import_node_process.default.env.FORCE_COLOR === "false")
    return false;
  if (import_node_process.default.env.FORCE_COLOR || import_node_process.default.env.CLICOLOR_FORCE !== void 0)
    return true;
  return void 0;
}

// node_modules/commander/index.js
var program = new Command();

// lib/observability/describe-thrown.ts
var WASI_ERRNO = {
  2: "EACCES: permission denied",
  8: "EBADF: bad file descriptor",
  10: "EBUSY: resource busy",
  20: "EEXIST: file already exists",
  28: "EINVAL: invalid argument",
  29: "EIO: input/output error",
  31: "EISDIR: is a directory",
  37: "ENAMETOOLONG: file name too long",
  44: "ENOENT: no such file or directory",
  48: "ENOMEM: out of memory",
  51: "ENOSPC: no space left on device",
  54: "ENOTDIR: not a directory",
  55: "ENOTEMPTY: directory not empty",
  63: "EPERM: operation not permitted",
  69: "EROFS: read-only file system"
};
var MAX_FIELDS = 6;
function describeThrown(value) {
  if (value instanceof Error) return value.message || value.name;
  if (value === null || typeof value !== "object") return String(value);
  const record = value;
  if (typeof record.message === "string" && record.message) return record.message;
  const name = typeof record.name === "string" && record.name ? record.name : value.constructor?.name ?? "object";
  if (name === "ErrnoError" && typeof record.errno === "number") {
    const meaning = WASI_ERRNO[record.errno];
    return `file system error ${meaning ?? `errno ${record.errno}`} (ErrnoError errno ${record.errno})`;
  }
  const fields = Object.entries(record).filter(([key, field]) => key !== "name" && field !== void 0 && typeof field !== "function" && typeof field !== "object").slice(0, MAX_FIELDS).map(([key, field]) => `${key}=${String(field)}`);
  return fields.length > 0 ? `${name} (${fields.join(", ")})` : `${name} with no message`;
}

// bin/cli/api-client.ts
var ApiError = class extends Error {
  status;
  code;
  /** Seconds (or an HTTP date) from Retry-After, for 429 and 503. */
  retryAfter;
  constructor(status, code2, message, retryAfter) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code2;
    this.retryAfter = retryAfter;
  }
};
var DEFAULT_TIMEOUT_MS = 3e4;
var ENGINE_AUDIT_TIMEOUT_MS = 12e4;
var ApiClient = class {
  #connection;
  constructor(connection) {
    this.#connection = connection;
  }
  async engineAudit(request) {
    const report = await this.request("POST", "/api/v1/engine/audit", {
      body: request,
      timeoutMs: ENGINE_AUDIT_TIMEOUT_MS
    });
    if (typeof report?.overallScore !== "number" || !Array.isArray(report.results) || typeof report.grade !== "object") {
      throw new CliError(EXIT.failure, "the Agent Gauge API answered the audit with something that is not an Audit report");
    }
    return report;
  }
  // The organization's own sites (/api/v1/me). The CLI prints these bodies unchanged with --json.
  listSites() {
    return this.request("GET", "/api/v1/me/sites");
  }
  addSite(url) {
    return this.request("POST", "/api/v1/me/sites", { body: { url } });
  }
  startScan(siteId) {
    return this.request("POST", `${sitePath(siteId)}/scan`);
  }
  pollScan(scanId) {
    return this.request("GET", `/api/v1/me/scans/${encodeURIComponent(scanId)}`);
  }
  siteReport(siteId) {
    return this.request("GET", `${sitePath(siteId)}/report`);
  }
  /** Without a page, the API's default: the 100 newest scans. */
  history(siteId, page = {}) {
    return this.request("GET", `${sitePath(siteId)}/history`, { query: { limit: page.limit, offset: page.offset } });
  }
  compare(siteId, scans) {
    return this.request("GET", `${sitePath(siteId)}/compare`, {
      query: { before_scan_id: scans.before, after_scan_id: scans.after }
    });
  }
  fixes(siteId) {
    return this.request("GET", `${sitePath(siteId)}/fixes`);
  }
  fixGuide(siteId, checkId) {
    return this.request("GET", `${sitePath(siteId)}/fixes/${encodeURIComponent(checkId)}`);
  }
  artifact(siteId, kind) {
    return this.request("GET", `${sitePath(siteId)}/artifacts/${encodeURIComponent(kind)}`);
  }
  verifications(siteId) {
    return this.request("GET", `${sitePath(siteId)}/verifications`);
  }
  async request(method, path2, options = {}) {
    const url = new URL(`${this.#connection.baseUrl.replace(/\/+$/, "")}${path2}`);
    for (const [name, value] of Object.entries(options.query ?? {})) {
      if (value !== void 0) url.searchParams.set(name, String(value));
    }
    const headers = {
      authorization: `Bearer ${this.#connection.apiKey}`,
      accept: "application/json"
    };
    if (options.body !== void 0) headers["content-type"] = "application/json";
    let response;
    try {
      response = await fetch(url, {
        method,
        headers,
        body: options.body === void 0 ? void 0 : JSON.stringify(options.body),
        signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS)
      });
    } catch (error) {
      throw new CliError(EXIT.failure, `could not reach the Agent Gauge API at ${url.origin}: ${describeCause(error)}`);
    }
    const text = await response.text();
    if (!response.ok) throw apiErrorFrom(response, text);
    try {
      return JSON.parse(text);
    } catch {
      throw new CliError(EXIT.failure, `the Agent Gauge API answered ${method} ${url.pathname} with a body that is not JSON`);
    }
  }
};
function sitePath(siteId) {
  return `/api/v1/me/sites/${encodeURIComponent(siteId)}`;
}
function describeCause(error) {
  if (error instanceof Error && error.name === "TimeoutError") return "no answer in time";
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const code2 = cause?.code;
  const message = cause instanceof Error ? cause.message : String(cause);
  return typeof code2 === "string" && !message.includes(code2) ? `${message} (${code2})` : message;
}
function apiErrorFrom(response, text) {
  let code2 = `http-${response.status}`;
  let message = response.statusText || "request failed";
  try {
    const body = JSON.parse(text);
    if (typeof body.error === "string") code2 = body.error;
    if (typeof body.message === "string") message = body.message;
  } catch {
  }
  return new ApiError(response.status, code2, message, response.headers.get("retry-after"));
}
function exitCodeForApiError(error) {
  const code2 = error.code.toLowerCase();
  if (/refused|forbidden-target|private/.test(code2)) return EXIT.targetRefused;
  if (/unreachable/.test(code2)) return EXIT.targetUnreachable;
  if (error.status === 400 || error.status === 413 || error.status === 422) return EXIT.usage;
  return EXIT.failure;
}
function describeApiError(error) {
  const retry = error.retryAfter ? ` (retry after ${error.retryAfter}${/^\d+$/.test(error.retryAfter) ? " s" : ""})` : "";
  const message = error.message.replace(/\s*\n\s*/g, " ").trim();
  return `API error ${error.status} ${error.code}: ${message}${retry}`;
}

// package.json
var package_default = { version: "6.3.0" };

// bin/cli/audit-run.ts
var import_node_fs3 = __toESM(require_node_fs(), 1);

// bin/cli/baseline.ts
var import_node_fs2 = __toESM(require_node_fs(), 1);

// lib/fixes/check-results.ts
var OPEN_STATUSES = /* @__PURE__ */ new Set(["warn", "fail", "error"]);
function openFindings(findings) {
  return findings.filter((finding) => OPEN_STATUSES.has(finding.status));
}

// lib/compare/compare-journeys.ts
function compareJourneys(before, after) {
  const gained = [];
  const lost = [];
  for (const journey of after.journeys ?? []) {
    const earlier = before.journeys?.find((candidate) => candidate.name === journey.name);
    if (!earlier) continue;
    for (const result of journey.results) {
      const was = earlier.results.find((candidate) => candidate.profile === result.profile);
      const change = was ? journeyChange(was, result) : null;
      if (change === null) continue;
      const entry = { journey: journey.name, question: journey.question, profile: result.profile, reason: result.reason, code: result.code };
      (change === "gained" ? gained : lost).push(entry);
    }
  }
  return { gained, lost };
}

// lib/compare/compare-reports.ts
function round1(value) {
  return Math.round(value * 10) / 10;
}
var byCodeAndSubject = (finding) => `${finding.code}\0${finding.subject ?? ""}`;
var byText = (finding) => `${finding.status}\0${finding.message}\0${finding.detail ?? ""}`;
function byCodeWhereGrouped(sides) {
  const grouped = new Set(sides.flat().filter((finding) => finding.subject === void 0).map((finding) => finding.code));
  return (finding) => grouped.has(finding.code) ? `${finding.code}\0` : byCodeAndSubject(finding);
}
function keyFor(...sides) {
  return sides.every((findings) => findings.every((finding) => finding.code !== void 0)) ? byCodeWhereGrouped(sides) : byText;
}
function without(findings, others, key) {
  const keys = new Set(others.map(key));
  return findings.filter((finding) => !keys.has(key(finding))).map(comparisonFinding);
}
function comparisonFinding({ status, message, detail, hint }) {
  return { status, message, detail, hint };
}
function side(result) {
  return result ? { score: result.score, applicable: result.applicable, openFindings: openFindings(result.findings) } : null;
}
function unjudged(before, after) {
  return before && after ? unjudgeableChange(before, after) : null;
}
function changeOf(id, before, after) {
  const beforeOpen = side(before);
  const afterOpen = side(after);
  const key = keyFor(beforeOpen?.openFindings ?? [], afterOpen?.openFindings ?? []);
  const resolvedFindings = beforeOpen && afterOpen ? without(beforeOpen.openFindings, afterOpen.openFindings, key) : [];
  const newFindings = beforeOpen && afterOpen ? without(afterOpen.openFindings, beforeOpen.openFindings, key) : [];
  const beforeSide = beforeOpen && { ...beforeOpen, openFindings: beforeOpen.openFindings.map(comparisonFinding) };
  const afterSide = afterOpen && { ...afterOpen, openFindings: afterOpen.openFindings.map(comparisonFinding) };
  const scoreDelta = before && after ? round1(after.score - before.score) : null;
  let change;
  if (!before) change = "added";
  else if (!after) change = "removed";
  else if (before.applicable !== after.applicable) change = "applicability_changed";
  else if (!after.applicable) change = resolvedFindings.length > 0 || newFindings.length > 0 ? "findings_changed" : "unchanged";
  else if (unjudged(before, after) !== null) change = resolvedFindings.length > 0 || newFindings.length > 0 || scoreDelta !== 0 ? "findings_changed" : "unchanged";
  else if (scoreDelta > 0) change = "improved";
  else if (scoreDelta < 0) change = "regressed";
  else change = resolvedFindings.length > 0 || newFindings.length > 0 ? "findings_changed" : "unchanged";
  return {
    checkId: id,
    name: (after ?? before).name,
    before: beforeSide,
    after: afterSide,
    scoreDelta,
    change,
    resolved: Boolean(before && after && after.applicable && before.score < 100 && after.score >= 100 && unjudged(before, after) === null),
    resolvedFindings,
    newFindings
  };
}
function changesBetween(before, after) {
  const ids = [.../* @__PURE__ */ new Set([...before.results.map((r) => r.id), ...after.results.map((r) => r.id)])];
  return ids.map(
    (id) => changeOf(
      id,
      before.results.find((r) => r.id === id),
      after.results.find((r) => r.id === id)
    )
  );
}
function warningsOf(before, after, changes) {
  const warnings = [];
  if (before.engine !== after.engine) {
    warnings.push(`The engine changed from ${before.engine} to ${after.engine}: part of the score change may come from how checks measure, not from the site.`);
  }
  const scorecardBefore = before.scorecard;
  const scorecardAfter = after.scorecard;
  if (scorecardBefore !== void 0 && scorecardAfter !== void 0 && scorecardBefore !== scorecardAfter) {
    warnings.push(
      `The scorecard changed from ${scorecardBefore} to ${scorecardAfter}: the scores were computed under different weights, caps and bonus rules, so part of the score change comes from how the number is made, not from the site.`
    );
  }
  const renderedBefore = before.rendered ?? false;
  const renderedAfter = after.rendered ?? false;
  if (renderedBefore !== renderedAfter) {
    warnings.push(
      `${renderedAfter ? "This" : "The earlier"} audit rendered the pages in a browser and the ${renderedAfter ? "earlier" : "later"} one did not: findings of webmcp, semantic-structure and server-rendered-content come from different views (raw and rendered).`
    );
  }
  if (before.pageCount !== after.pageCount) {
    warnings.push(`The measured pages changed from ${before.pageCount} to ${after.pageCount}: page-check means cover different pages.`);
  }
  for (const id of unmeasuredOf(before, after)) {
    const reason = unjudged(before.results.find((r) => r.id === id), after.results.find((r) => r.id === id));
    warnings.push(`The check ${id} is not judged as improved or regressed: ${reason}. Not measured is never a regression; its score change is not the site's doing.`);
  }
  for (const change of changes) {
    if (change.change === "applicability_changed") {
      const from = change.before.applicable ? "applicable" : "not applicable";
      const to = change.after.applicable ? "applicable" : "not applicable";
      warnings.push(`The check ${change.checkId} went from ${from} to ${to}: the overall score weighs a different set of checks.`);
    }
  }
  return warnings;
}
function unmeasuredOf(before, after) {
  return after.results.filter((result) => {
    const earlier = before.results.find((r) => r.id === result.id);
    return earlier !== void 0 && earlier.applicable && result.applicable && unjudged(earlier, result) !== null;
  }).map((result) => result.id);
}
function compareReports(before, after) {
  const changes = changesBetween(before, after);
  const warnings = warningsOf(before, after, changes);
  return {
    scoreDelta: round1(after.overallScore - before.overallScore),
    comparable: warnings.length === 0,
    warnings,
    changes,
    resolvedChecks: changes.filter((change) => change.resolved).map((change) => change.checkId),
    regressedChecks: changes.filter((change) => change.change === "regressed").map((change) => change.checkId),
    unmeasuredChecks: unmeasuredOf(before, after),
    journeys: compareJourneys(before, after)
  };
}

// bin/cli/baseline.ts
async function loadBaseline(file) {
  let text;
  try {
    text = (0, import_node_fs2.readFileSync)(file, "utf8");
  } catch (error) {
    throw usageError(`--baseline ${file}: cannot read it (${error.code ?? error.message})`);
  }
  let parsed;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw usageError(`--baseline ${file} is not JSON: ${error.message}`);
  }
  const { AuditReport } = await import("./chunks/report-M6QV73N6.mjs");
  const candidates = Array.isArray(parsed) ? parsed : [parsed];
  if (candidates.length === 0) throw usageError(`--baseline ${file} holds no report`);
  return candidates.map((candidate, index) => {
    const checked = AuditReport.safeParse(candidate);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      const where = [...Array.isArray(parsed) ? [index] : [], ...issue.path].join(".");
      throw usageError(
        `--baseline ${file} is not an Audit report (the --format json output of agentgauge audit): ${where ? `${where}: ` : ""}${issue.message}`
      );
    }
    return candidate;
  });
}
function baselineFor(url, baselines, auditedCount) {
  return baselines.find((report) => report.url === url) ?? (baselines.length === 1 && auditedCount === 1 ? baselines[0] : null);
}
function compareWithBaseline(file, baseline, report) {
  const side2 = (r) => ({
    engine: r.engine,
    overallScore: r.overallScore,
    pageCount: r.pageCount ?? 1,
    ...r.rendered === void 0 ? {} : { rendered: r.rendered },
    ...r.journeys === void 0 ? {} : { journeys: r.journeys },
    results: r.results.map((result) => ({ applicable: true, ...result }))
  });
  const comparison = compareReports(side2(baseline), side2(report));
  if (baseline.url !== report.url) {
    comparison.warnings.unshift(`The baseline measured ${baseline.url}, this audit ${report.url}.`);
    comparison.comparable = false;
  }
  return {
    ...comparison,
    file,
    baselineUrl: baseline.url,
    baselineTimestamp: baseline.timestamp,
    beforeScore: baseline.overallScore,
    afterScore: report.overallScore,
    regressed: comparison.changes.filter((change) => change.change === "regressed"),
    resolved: comparison.changes.filter((change) => change.resolved)
  };
}

// bin/cli/formats/junit.ts
var NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
function escape(text) {
  return text.replace(NOT_XML, "\uFFFD").replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}
function attributes(values) {
  return Object.entries(values).map(([name, value]) => ` ${name}="${escape(String(value))}"`).join("");
}
var seconds = (ms) => (ms / 1e3).toFixed(3);
function findingLines(row, outcome) {
  const result = outcome.report.results.find((candidate) => candidate.id === row.id);
  return (result?.findings ?? []).map(
    (finding) => [
      // Which view the finding comes from: raw (the HTML as fetched) or rendered (the page in a browser).
      `${finding.status} (${finding.view ?? "raw"} view): ${finding.message}`,
      finding.detail && `  evidence: ${finding.detail}`,
      finding.hint && `  fix: ${finding.hint}`
    ].filter(Boolean).join("\n")
  ).join("\n");
}
function testcase(row, outcome) {
  const result = outcome.report.results.find((candidate) => candidate.id === row.id);
  const head = `    <testcase${attributes({ classname: `agentgauge.${row.category}`, name: `${row.id}: ${row.name}`, time: seconds(result?.duration ?? 0) })}`;
  const message = row.headline?.message ?? `score ${row.countedScore}`;
  const details = escape(findingLines(row, outcome));
  if (!row.applicable) return `${head}>
      <skipped${attributes({ message: "not applicable to this site" })}/>
    </testcase>`;
  if (row.countedStatus === "error") {
    return `${head}>
      <error${attributes({ message: `could not measure: ${message}`, type: "error" })}>${details}</error>
    </testcase>`;
  }
  if (row.countedStatus === "fail" && !row.informational) {
    return `${head}>
      <failure${attributes({ message, type: "fail" })}>${details}</failure>
    </testcase>`;
  }
  if (row.countedStatus !== "pass") {
    const note = row.informational ? `informational (not counted): ${row.countedStatus} at ${row.countedScore}` : `warn: score ${row.countedScore}`;
    return `${head}>
      <system-out>${escape(note)}
${details}</system-out>
    </testcase>`;
  }
  return `${head}/>`;
}
function testsuite(outcome, index) {
  const { view, report } = outcome;
  const rows = view.categories.flatMap((category) => category.checks);
  const counts = {
    tests: rows.length,
    failures: rows.filter((row) => row.applicable && !row.informational && row.countedStatus === "fail").length,
    errors: rows.filter((row) => row.applicable && row.countedStatus === "error").length,
    skipped: rows.filter((row) => !row.applicable).length,
    time: report.duration
  };
  const properties = [
    ["score", report.overallScore],
    ["grade", report.grade.label],
    ["engine", report.engine],
    ...report.profile ? [["profile", report.profile]] : [],
    ...report.pageCount !== void 0 ? [["pages", report.pageCount]] : [],
    ...outcome.renderedViewMissing ? [["rendered-view", `not measured: ${outcome.renderedViewMissing}`]] : []
  ];
  const xml = [
    testsuiteOpen(report.url, index, counts, report.duration, report.timestamp),
    "    <properties>",
    ...properties.map(([name, value]) => `      <property${attributes({ name, value })}/>`),
    "    </properties>",
    ...rows.map((row) => testcase(row, outcome)),
    "  </testsuite>"
  ].join("\n");
  return { xml, counts };
}
function testsuiteOpen(name, id, counts, durationMs, timestamp) {
  const time = seconds(durationMs);
  return `  <testsuite${attributes({ name, id, tests: counts.tests, failures: counts.failures, errors: counts.errors, skipped: counts.skipped, time, timestamp: timestamp.replace(/(\.\d+)?Z$/, "") })}>`;
}
function assertionTestcase(result) {
  const head = `    <testcase${attributes({ classname: "agentgauge.assertions", name: result.assertion.source, time: seconds(0) })}`;
  const shown = shownOutcome(result);
  if (shown === "failed") return `${head}>
      <failure${attributes({ message: result.message, type: result.outcome })}/>
    </testcase>`;
  if (shown === "not-judged") return `${head}>
      <skipped${attributes({ message: result.message })}/>
    </testcase>`;
  return `${head}/>`;
}
function assertionsTestsuite(outcome, index) {
  const results = outcome.assertions;
  if (results.length === 0) return null;
  const counts = {
    tests: results.length,
    failures: results.filter((result) => shownOutcome(result) === "failed").length,
    errors: 0,
    skipped: results.filter((result) => shownOutcome(result) === "not-judged").length,
    time: 0
  };
  const name = `assertions: ${outcome.report.url}`;
  const xml = [
    testsuiteOpen(name, index, counts, 0, outcome.report.timestamp),
    ...results.map(assertionTestcase),
    "  </testsuite>"
  ].join("\n");
  return { xml, counts };
}
function renderJunit(outcomes) {
  const suites = outcomes.flatMap((outcome, index) => {
    const checks = testsuite(outcome, index);
    const assertions = assertionsTestsuite(outcome, outcomes.length + index);
    return assertions ? [checks, assertions] : [checks];
  });
  const total = (key) => suites.reduce((sum, suite) => sum + suite.counts[key], 0);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites${attributes({ name: "agentgauge", tests: total("tests"), failures: total("failures"), errors: total("errors"), skipped: total("skipped"), time: seconds(total("time")) })}>`,
    ...suites.map((suite) => suite.xml),
    "</testsuites>",
    ""
  ].join("\n");
}

// lib/markdown/escape.ts
var INLINE = /[\\`*_[\]<&|~]/g;
var AUTOLINK_LITERAL = /(?<=\w):(?=\/\/)|(?<=\bwww)\.|@/gi;
var BLOCK_START = /^(?:[#>+=-]|\d+(?=[.)]))/;
function markdownText(text) {
  const line = text.replace(/\s+/g, " ").trim().replace(INLINE, "\\$&").replace(AUTOLINK_LITERAL, "\\$&");
  return line.replace(BLOCK_START, (start) => /^\d/.test(start) ? `${start}\\` : `\\${start}`);
}

// bin/cli/formats/journeys.ts
function profilesOf(journeys) {
  return [...new Set(journeys.flatMap((journey) => journey.results.map((result) => result.profile)))];
}
function cellOf(journey, profile) {
  const result = journey.results.find((candidate) => candidate.profile === profile);
  if (!result) return "-";
  return result.found ? `found (${result.hops} hop${result.hops === 1 ? "" : "s"})` : result.code ?? "not found";
}
function pad(text, width) {
  return text + " ".repeat(Math.max(0, width - text.length));
}
function failuresOf(journeys) {
  return journeys.flatMap((journey) => journey.results.filter((result) => !result.found).map((result) => ({ journey: journey.name, ...result })));
}
function totalOf(journeys) {
  return journeys.reduce((sum, journey) => sum + journey.results.length, 0);
}
function journeyGridLines(journeys) {
  const profiles = profilesOf(journeys);
  const rows = [["journey", ...profiles], ...journeys.map((journey) => [journey.name, ...profiles.map((profile) => cellOf(journey, profile))])];
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  const lines = rows.map((row) => row.map((text, column) => pad(text, widths[column])).join("  ").trimEnd());
  const failures = failuresOf(journeys);
  const total = totalOf(journeys);
  lines.push("", `${total - failures.length} of ${total} found.`);
  if (failures.length > 0) lines.push("", "Not found:", ...failures.map((failure) => `  ${failure.journey} / ${failure.profile}: ${failure.reason}`));
  return lines;
}
function journeyMarkdownLines(journeys, cell2) {
  if (journeys.length === 0) return [];
  const profiles = profilesOf(journeys);
  const failures = failuresOf(journeys);
  const total = totalOf(journeys);
  return [
    "",
    `**Journeys: ${total - failures.length} of ${total} found** (not part of the score)`,
    "",
    `| Journey | ${profiles.map((profile) => `\`${profile}\``).join(" | ")} |`,
    `| --- | ${profiles.map(() => ":-:").join(" | ")} |`,
    ...journeys.map((journey) => `| ${cell2(journey.name)} | ${profiles.map((profile) => cellOf(journey, profile)).join(" | ")} |`),
    ...failures.length > 0 ? ["", ...failures.map((failure) => `- ${cell2(failure.journey)} / \`${failure.profile}\`: ${cell2(failure.reason)}`)] : []
  ];
}

// bin/cli/formats/markdown.ts
var MARK = { pass: "\u2705", warn: "\u26A0\uFE0F", fail: "\u274C", error: "\u2753", notApplicable: "\u2796" };
var ASSERTION_MARK = { met: MARK.pass, failed: MARK.fail, "not-judged": MARK.notApplicable };
var cell = markdownText;
function checkName(row) {
  return `${cell(row.name)} (\`${row.id}\`)`;
}
function hintOf(row) {
  const hint = cell(row.headline?.hint ?? row.headline?.message ?? "See the findings of this check.");
  return row.headline?.view === "rendered" ? `${hint} _(rendered view)_` : hint;
}
function summaryTable(view) {
  const categories = view.categories.map((category) => category.name);
  const scores = view.categories.map((category) => category.score === null ? "n/a" : String(category.score));
  return [
    `| Score | Grade | ${categories.join(" | ")} |`,
    `| --: | :-: | ${categories.map(() => "--:").join(" | ")} |`,
    `| **${view.score}** | **${view.grade.label}** | ${scores.join(" | ")} |`
  ];
}
function checksTable(title, rows) {
  if (rows.length === 0) return [];
  return [
    "",
    `**${title} (${rows.length})**`,
    "",
    "| Check | Score | Top hint |",
    "| --- | --: | --- |",
    ...rows.map((row) => `| ${MARK[row.countedStatus]} ${checkName(row)} | ${row.countedScore} | ${hintOf(row)} |`)
  ];
}
function assertionLines(results) {
  if (results.length === 0) return [];
  return [
    "",
    `**Assertions: ${assertionSummary(results)}**`,
    "",
    ...results.map((result) => {
      const mark = ASSERTION_MARK[shownOutcome(result)];
      const from = result.assertion.preset ? ` (preset ${result.assertion.preset})` : "";
      return `- ${mark} \`${result.assertion.source}\`${from}: ${cell(result.message)}`;
    })
  ];
}
function signed(value) {
  if (value === null) return "\u2013";
  return value > 0 ? `+${value}` : String(value);
}
function baselineLines(baseline) {
  if (!baseline) return [];
  const changed = baseline.changes.filter((change) => change.change !== "unchanged");
  const lines = [
    "",
    `**Compared with the baseline** (${cell(baseline.baselineTimestamp)}): ${baseline.beforeScore} \u2192 ${baseline.afterScore} (${signed(baseline.scoreDelta)}); ${baseline.regressed.length} regressed, ${baseline.resolved.length} resolved`,
    ...baseline.warnings.map((warning) => `> \u26A0\uFE0F ${cell(warning)}`)
  ];
  lines.push(
    ...baseline.journeys.lost.map((change) => `- \u274C journey lost: ${cell(change.journey)} / \`${change.profile}\`: ${cell(change.reason)}`),
    ...baseline.journeys.gained.map((change) => `- \u2705 journey gained: ${cell(change.journey)} / \`${change.profile}\``)
  );
  if (changed.length === 0) return [...lines, "", "No check changed."];
  return [
    ...lines,
    "",
    "| Check | Before | After | Change |",
    "| --- | --: | --: | --- |",
    ...changed.map((change) => {
      const score = (side2) => side2 === null ? "\u2013" : side2.applicable ? String(side2.score) : "n/a";
      return `| \`${change.checkId}\` | ${score(change.before)} | ${score(change.after)} | ${change.change.replace(/_/g, " ")}${change.resolved ? " (resolved)" : ""} |`;
    })
  ];
}
function footer(view) {
  const rows = view.categories.flatMap((category) => category.checks);
  const notApplicable = rows.filter((row) => !row.applicable).length;
  const informational = rows.filter((row) => row.applicable && row.informational).length;
  const facts = [
    view.engine,
    view.profile && `profile ${view.profile}`,
    view.pageCount !== null && `${view.pageCount} page${view.pageCount === 1 ? "" : "s"}`,
    `${(view.durationMs / 1e3).toFixed(1)} s`,
    `${rows.filter((row) => row.applicable && !row.informational && row.countedStatus === "pass").length} checks passed`,
    notApplicable > 0 && `${notApplicable} not applicable`,
    informational > 0 && `${informational} informational (not counted)`
  ].filter(Boolean);
  return `<sub>${facts.join(" \xB7 ")}</sub>`;
}
function agentLines(view) {
  const lines = [];
  if (view.scoring) {
    const { scoring } = view;
    if (scoring.cap) lines.push("", `> \u26D4 Capped at ${scoring.cap.limit}: ${cell(scoring.cap.reason)}${scoring.cap.floor ? ` ${cell(scoring.cap.floor.reason)} At least ${scoring.cap.floor.score}.` : ""}`);
    lines.push("", `Scorecard ${scoring.scorecard}: access ${scoring.access ?? "not measured"}, cost and coverage ${scoring.costCoverage ?? "none counted"}, bonus +${scoring.bonus}.`);
  }
  if (view.agents.length === 0) return lines;
  return [
    ...lines,
    "",
    "**As agents see it** (the start page)",
    "",
    "| Agent | Verdict | Why |",
    "| --- | --- | --- |",
    ...view.agents.map((agent) => `| \`${agent.profile}\` | ${agent.verdict ?? "not measured"} | ${cell(agent.reason)} |`)
  ];
}
function outcomeMarkdown({ report, view, assertions, baseline, renderedViewMissing: renderedViewMissing2 }) {
  const scored = view.categories.flatMap((category) => category.checks).filter((row) => row.applicable && !row.informational);
  const counted = (status) => scored.filter((row) => row.countedStatus === status);
  return [
    `### Agent Gauge: ${view.score}/100 (${view.grade.label}) for ${cell(view.url)}`,
    "",
    ...renderedViewMissing2 ? [`> **Rendered view:** ${renderedViewMissing2}`, ""] : [],
    ...summaryTable(view),
    ...agentLines(view),
    ...journeyMarkdownLines(report.journeys ?? [], cell),
    ...checksTable("Failed checks", counted("fail")),
    ...checksTable("Warned checks", counted("warn")),
    ...checksTable("Could not measure", counted("error")),
    ...assertionLines(assertions),
    ...baselineLines(baseline),
    "",
    footer(view)
  ].join("\n");
}
function renderMarkdown(outcomes) {
  return `${outcomes.map(outcomeMarkdown).join("\n\n")}
`;
}

// lib/fixes/guides.ts
var CHECK_GUIDES = {
  "robots-txt": {
    headline: "Serve a valid /robots.txt as text/plain with at least one user-agent group.",
    passes: "GET /robots.txt answers 200 with Content-Type text/plain, at least one User-agent group, every line parses, at most 500 KiB.",
    steps: [
      "Create the file robots.txt at the web root so that `{origin}/robots.txt` answers 200.",
      "Serve it with `Content-Type: text/plain; charset=utf-8` (never an HTML page or a soft 404).",
      "Start with a `User-agent: *` group and put every `Allow` or `Disallow` rule after a `User-agent` line.",
      "Add `Sitemap: {origin}/sitemap.xml` with the absolute URL of your sitemap.",
      "Keep every line a record (`key: value`) or a comment; remove stray text."
    ],
    specs: ["RFC 9309 (Robots Exclusion Protocol)"]
  },
  sitemap: {
    headline: "Publish an XML sitemap and reference it from robots.txt.",
    passes: "A valid urlset or sitemapindex in the sitemaps.org namespace, absolute same-host URLs, W3C lastmod on most entries, referenced from robots.txt.",
    steps: [
      'Serve `{origin}/sitemap.xml` as `application/xml` with a `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`.',
      "List each public page as an absolute URL on this host in `<loc>`, with `<lastmod>` in W3C datetime (e.g. `2026-11-21`).",
      "Stay within 50,000 URLs and 50 MB per file (use a sitemap index beyond that); never include a `<!DOCTYPE>`.",
      "Add `Sitemap: {origin}/sitemap.xml` to robots.txt."
    ],
    specs: ["sitemaps.org protocol 0.9"]
  },
  "link-headers": {
    headline: "Send agent-relevant Link headers on the start page.",
    passes: 'The start page response carries at least one RFC 8288 Link header with an agent-relevant relation (api-catalog, ai-catalog, ard, service-desc, service-doc, service-meta, describedby, alternate type="text/markdown", or license type="application/rsl+xml") whose target answers 2xx.',
    steps: [
      'Add an HTTP response header on the start page, e.g. `Link: </llms.txt>; rel="describedby"; type="text/plain"`.',
      'If you have an API catalog or OpenAPI description, add `Link: </.well-known/api-catalog>; rel="api-catalog"` and `</openapi.json>; rel="service-desc"`.',
      "Make sure every linked target answers 2xx; an HTML `<link>` element alone does not count."
    ],
    specs: ["RFC 8288 (Web Linking)", "RFC 9727 (api-catalog)"]
  },
  "llms-txt": {
    headline: "Publish /llms.txt: an H1, a blockquote summary and sections of links to your key pages.",
    passes: "/llms.txt answers 200 as text/plain or text/markdown, starts with an H1, has a blockquote summary and at least one H2 section of markdown links, stays under 50,000 characters, and at least 90% of sampled links answer 2xx.",
    steps: [
      "Create `{origin}/llms.txt` (at the root, not only under `/docs` or `/.well-known`).",
      "Start with `# <site name>`, then a `> one-paragraph summary` blockquote.",
      "Add `## ` sections with markdown link lists: `- [Page title](absolute URL): what it covers`.",
      "Serve it as `text/plain` or `text/markdown`; keep it under 50,000 characters; check every link answers 200."
    ],
    specs: ["llmstxt.org"]
  },
  "llms-full-txt": {
    headline: "Publish /llms-full.txt with the full text of your documentation.",
    passes: "/llms-full.txt answers 200 as text, not HTML, with an H1 and at least two further headings, 500 to 5,000,000 characters.",
    steps: [
      "Concatenate your documentation as markdown into `{origin}/llms-full.txt`.",
      "Start with an H1 and keep each page under its own heading.",
      "Serve it as `text/plain` or `text/markdown`; keep it between 500 and 5,000,000 characters."
    ],
    specs: ["llmstxt.org"]
  },
  "api-catalog": {
    headline: "Publish /.well-known/api-catalog as an RFC 9727 linkset.",
    passes: 'At least one catalog is valid and nothing published is wrong: an RFC 9727 linkset (application/linkset+json, relations as arrays of {href} objects with an item or service-desc, HEAD answering Link rel="api-catalog") or an AI catalog at both well-known paths; any DNS-AID records usable and DNSSEC-signed.',
    steps: [
      "Serve `{origin}/.well-known/api-catalog` with `Content-Type: application/linkset+json`.",
      'Body: `{"linkset": [{"anchor": "{origin}/", "service-desc": [{"href": "<your OpenAPI URL>"}], "service-doc": [{"href": "<your docs URL>"}]}]}`.',
      'Answer `HEAD` on the same path with `Link: </.well-known/api-catalog>; rel="api-catalog"`.',
      "Make sure every service-desc target answers 2xx.",
      'If you publish an AI catalog (ARD), serve the same document at `{origin}/.well-known/ai-catalog.json` and `{origin}/.well-known/ard.json` as `application/ai-catalog+json`, with `"specVersion": "1.0"`, `urn:air:<your host>:\u2026` identifiers, exactly one of `url`/`data` per entry and 2\u20135 `representativeQueries` on each entry; make every entry url answer. Once a scan has seen your API description, MCP server, A2A agent or agent skills answer, the generated `ai-catalog` file lists them in their own words.',
      "If an entry or the host carries a `trustManifest` with a `signature`: remove `signature`, canonicalise the manifest with RFC 8785 (JCS), sign those bytes as a detached compact JWS (`ES256`, `EdDSA` or `RS256`; never `none` or `HS256`) and store it in `signature`; make the manifest's `identity` resolve to the key, as `did:web:<your host>` (its `/.well-known/did.json` listing the key in `verificationMethod` as `publicKeyJwk`) or the https URL of a JWK Set holding it under the JWS `kid`, served from your own domain.",
      "If you publish DNS-AID records (`_mcp`/`_a2a`/`_index._agents.<host>`), make them ServiceMode SVCB or HTTPS records with `alpn` and a target host without `_`, name your catalog in the well-known key (`key65409`), and sign the zone with DNSSEC."
    ],
    specs: ["RFC 9727 (api-catalog)", "RFC 9264 (Linkset)", "ARD 0.91 (ards-project/ard-spec) and the AI Catalog core (Trust Manifest Signatures, Key Resolution)", "RFC 7515 (JWS) and RFC 8785 (JCS)", "draft-mozleywilliams-dnsop-dnsaid-02 (DNS-AID)", "RFC 9460 (SVCB and HTTPS)"]
  },
  "ai-crawler-rules": {
    headline: "Name AI crawlers explicitly in robots.txt and let search and user-triggered agents fetch your pages.",
    passes: "At least one robots.txt group names an AI token explicitly, and every search and user-triggered token (OAI-SearchBot, Claude-SearchBot, PerplexityBot, Amazonbot, ChatGPT-User, Claude-User, Perplexity-User, Meta-ExternalFetcher) may fetch /.",
    steps: [
      "Add explicit groups to robots.txt for the search and user-triggered agents, e.g. `User-agent: OAI-SearchBot`, `User-agent: ChatGPT-User`, `User-agent: Claude-User`, `User-agent: PerplexityBot` followed by `Allow: /`.",
      "Decide separately about training crawlers (GPTBot, ClaudeBot, Google-Extended, CCBot \u2026): allowing or blocking them is your choice and is not scored.",
      "Remember a named group replaces the `*` group for that agent: repeat any `Disallow` lines you still want."
    ],
    specs: ["RFC 9309", "Crawler documentation of OpenAI, Anthropic, Perplexity"]
  },
  "content-signals": {
    headline: "State your content preferences with a Content-Signal line in robots.txt.",
    passes: 'A valid Content-Signal line inside a robots.txt group, or a valid RSL 1.0 license for "/" that applies to every agent, states all three uses: search, ai-input and ai-train; no preference contradicts another.',
    steps: [
      "Inside the `User-agent: *` group of robots.txt add a line such as `Content-Signal: search=yes, ai-input=yes, ai-train=no`.",
      "Use exactly the keys `search`, `ai-input` and `ai-train` with values `yes` or `no`.",
      'If you declare an RSL license (robots.txt `License: {origin}/license.xml`, or a `Link` with `rel="license" type="application/rsl+xml"`), serve it as `application/rsl+xml` without a DOCTYPE, with `<rsl xmlns="https://rslstandard.org/rsl"><content url="/"><license>` and `<permits>`/`<prohibits type="usage">` naming `search`, `ai-input` and `ai-train` with the 1.0 tokens, and make it agree with your `Content-Signal` line.'
    ],
    specs: ["contentsignals.org", "RSL 1.0 (rslstandard.org, 2025-11-06)", "draft-ietf-aipref-attach"]
  },
  "agent-access": {
    headline: "Serve AI agents the same page a browser gets.",
    passes: "Requests with ChatGPT-User, Claude-User, PerplexityBot and GPTBot User-Agents get the same status class and substantially the same page (title, size within half) as a browser.",
    steps: [
      "Check your CDN, WAF and bot-management rules for blocks or challenges on AI user agents.",
      "Allow at least the user-triggered agents (ChatGPT-User, Claude-User, Perplexity-User) that act for a person.",
      "Do not serve challenge interstitials, 401/403/429/503 or a stripped-down page to these agents."
    ],
    specs: ["Bot documentation of OpenAI, Anthropic, Perplexity"]
  },
  "web-bot-auth": {
    headline: "If your own bots fetch other sites, publish their signing keys.",
    passes: "/.well-known/http-message-signatures-directory answers application/http-message-signatures-directory+json with a JWKS holding at least one usable key.",
    steps: [
      "Only needed when your service sends bots: generate an Ed25519 key pair for signing requests.",
      "Serve the public key as a JWKS at `{origin}/.well-known/http-message-signatures-directory` with `Content-Type: application/http-message-signatures-directory+json`."
    ],
    specs: ["IETF draft: HTTP Message Signatures Directory (Web Bot Auth)", "RFC 9421"]
  },
  "markdown-negotiation": {
    headline: "Answer Accept: text/markdown with a markdown version of each page.",
    passes: "A request with Accept: text/markdown gets Content-Type text/markdown and a markdown body, the response has Vary: Accept, and a browser Accept still gets HTML.",
    steps: [
      "In your server or CDN, when the `Accept` header prefers `text/markdown`, render the page as markdown and answer `Content-Type: text/markdown; charset=utf-8`.",
      "Add `Vary: Accept` to both the HTML and the markdown responses so caches keep them apart.",
      "Keep serving HTML to browsers (`Accept: text/html`)."
    ],
    specs: ["RFC 9110 \xA712 (content negotiation)"]
  },
  "server-rendered-content": {
    headline: "Render the page content on the server, not only in JavaScript.",
    passes: "The raw HTML (scripts, styles and noscript removed) has at least 500 characters of visible text in real headings and paragraphs.",
    steps: [
      "Enable server-side rendering or static generation for the page (e.g. Next.js SSR/SSG, Nuxt SSR, Astro).",
      "Make sure the main text, headings and links are in the HTML response, not injected after load.",
      "Avoid meta-refresh or script-only redirects on content pages."
    ],
    specs: ["HTML Living Standard"]
  },
  "structured-data": {
    headline: "Add schema.org JSON-LD: Organization or WebSite with name and url on the start page.",
    passes: "Every application/ld+json block parses, uses schema.org, and the start page declares Organization or WebSite with name and url (other pages: their main entity).",
    steps: [
      'Add `<script type="application/ld+json">` to the start page with `{"@context": "https://schema.org", "@type": "WebSite", "name": "\u2026", "url": "{origin}/"}` (and an Organization).',
      "On other pages describe their main entity (Article, Product, \u2026).",
      "Validate each block as JSON; fix every parse error."
    ],
    specs: ["schema.org", "JSON-LD 1.1"]
  },
  "page-metadata": {
    headline: "Complete the page metadata: title, description, lang, canonical, Open Graph and charset.",
    passes: "A <title> of 10\u201370 characters, a meta description of 50\u2013160, <html lang>, an absolute same-host canonical answering 2xx, og:title, og:description and a declared charset.",
    steps: [
      'Give each page a unique `<title>` of 10\u201370 characters and `<meta name="description">` of 50\u2013160 characters.',
      'Declare `<html lang="en">` (your language) and `<meta charset="utf-8">` first in `<head>`.',
      'Add `<link rel="canonical" href="absolute URL of the page">` on this host, answering 200.',
      'Add `<meta property="og:title">` and `<meta property="og:description">`.'
    ],
    specs: ["HTML Living Standard", "Open Graph protocol"]
  },
  "semantic-structure": {
    headline: "Give the page a semantic structure agents can navigate.",
    passes: "One h1, no skipped heading levels, main and nav landmarks, alt on at least 90% of images, discernible text on at least 95% of links and buttons, labels on form controls, no clickable div/span without a role.",
    steps: [
      "Use exactly one `<h1>` and nest headings without skipping levels.",
      "Wrap the main content in `<main>` and navigation in `<nav>`.",
      "Give images `alt` text, links and buttons visible text or `aria-label`, and form controls a `<label>`.",
      "Replace clickable `<div>` and `<span>` elements with `<button>` or `<a>`."
    ],
    specs: ["WAI-ARIA 1.2", "WCAG 2.2"]
  },
  "content-efficiency": {
    headline: "Make pages cheaper for agents to read: less markup, main content early, or a markdown twin.",
    passes: "Visible text is at least 10% of the HTML or a markdown twin exists, HTML under 500 KB, and the main content starts in the first 10% of the document.",
    steps: [
      "Offer a markdown twin (`Accept: text/markdown` or a `.md` URL) for content pages.",
      "Move inline scripts, styles and large JSON blobs out of the HTML.",
      "Put `<main>` early in the document, before long navigation or inline assets."
    ],
    specs: ["llmstxt.org (.md twins)"]
  },
  "http-semantics": {
    headline: "Serve HTTPS with HSTS, redirect http:// to https:// and answer 404 for unknown paths.",
    passes: "HTTPS on the origin, http:// redirects to https://, an unknown path answers 404 (not a soft 200), at most 2 redirects from the given URL, Strict-Transport-Security on HTTPS.",
    steps: [
      "Serve the site over HTTPS with a valid certificate.",
      "Redirect every http:// request to the same https:// URL with 301 or 308, in one hop.",
      "Send `Strict-Transport-Security: max-age=31536000; includeSubDomains` on HTTPS responses.",
      'Answer 404 for paths that do not exist (not 200 with a "not found" page).'
    ],
    specs: ["RFC 9110", "RFC 6797 (HSTS)"]
  },
  openapi: {
    headline: "Publish an OpenAPI 3.x description and advertise it.",
    passes: 'An OpenAPI 3.x document that validates, has at least one path, operations with operationId and summary or description, advertised from the API catalog or a Link rel="service-desc".',
    steps: [
      "Serve your API description at `{origin}/.well-known/openapi.json` (or `/openapi.json`).",
      "Use OpenAPI 3.x (convert Swagger 2.0), fix validation errors, give every operation an operationId and a summary.",
      'Advertise it: a `service-desc` entry in `/.well-known/api-catalog` and a `Link: <\u2026>; rel="service-desc"` header.'
    ],
    specs: ["OpenAPI Specification 3.1", "RFC 9727"]
  },
  "mcp-server": {
    headline: "Publish an MCP server card and a live Streamable HTTP endpoint.",
    passes: "A valid server card (the current server-card $schema, name in namespace/name form) at a current location and a live endpoint that answers server/discover (2026-07-28) or initialize (2025 revisions) and lists at least one tool (or answers 401 pointing at valid protected-resource metadata from which a client walks the OAuth chain to a token).",
    steps: [
      "Serve a server card at `{origin}/mcp/server-card` (`<endpoint>/server-card`) as `application/mcp-server-card+json`, and list it in `/.well-known/ai-catalog.json` (`specVersion`, `host`, entries with `identifier`, `displayName`, type `application/mcp-server-card+json` and `url`).",
      'Include `"$schema": "https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json"`, `name` (e.g. `com.example/weather`), `description`, `version` and `remotes[]` with type `streamable-http` and the URL of your endpoint (e.g. `{origin}/mcp`).',
      "Make the endpoint answer MCP `server/discover` (2026-07-28; keep answering `initialize` for 2025-era clients) and `tools/list` with at least one tool.",
      'If the endpoint needs authorization, answer 401 with `WWW-Authenticate: Bearer resource_metadata="<its RFC 9728 metadata URL>"`, and make the chain work: the metadata lists authorization servers whose RFC 8414 metadata advertises PKCE `S256`, whose `jwks_uri` is a JWK Set, whose authorization endpoint answers an unknown client with a page or an RFC 6749 error, and whose token endpoint answers an invalid code with RFC 6749 \xA75.2 JSON.'
    ],
    specs: ["Model Context Protocol 2026-07-28 (Streamable HTTP transport, versioning)", "MCP server card (experimental-ext-server-card)", "AI Catalog (ARD draft)"]
  },
  "a2a-agent-card": {
    headline: "Publish an A2A agent card at /.well-known/agent-card.json.",
    passes: "An A2A 1.0 card with name, description, version, supportedInterfaces[] (url, protocolBinding, protocolVersion), capabilities, defaultInputModes, defaultOutputModes and skills[] (id, name, description, tags).",
    steps: [
      "Serve `{origin}/.well-known/agent-card.json` as `application/json` (not only the legacy `/.well-known/agent.json`).",
      "Fill every A2A 1.0 required field; describe each skill with id, name, description and tags."
    ],
    specs: ["A2A Protocol 1.0 (Agent Card)"]
  },
  "agent-skills": {
    headline: "Publish an Agent Skills index at /.well-known/agent-skills/index.json.",
    passes: "An index with $schema and non-empty skills, valid names ([a-z0-9-], 1\u201364), type skill-md or archive, URLs that answer and sha256 digests that match.",
    steps: [
      "Write each skill as a `SKILL.md` and serve it (e.g. `{origin}/.well-known/agent-skills/<name>/SKILL.md`).",
      "Serve `{origin}/.well-known/agent-skills/index.json` listing each skill with `name`, type `skill-md`, `url` and the `sha256` of the file.",
      "Recompute the digests whenever a skill file changes.",
      'In the discovery RFC\'s files shape (`"version": "0.2.0"`, skills with `files[{path, digest}]`), list `SKILL.md` among the files and set each skill\'s `digest` to the SHA-256 over its files\' `{path}\\0{hex}\\n` lines sorted by path.'
    ],
    specs: ["Agent Skills Discovery 0.2.0 (cloudflare/agent-skills-discovery-rfc)"]
  },
  "oauth-discovery": {
    headline: "Publish OAuth authorization server metadata with PKCE S256.",
    passes: "JSON at /.well-known/oauth-authorization-server or /.well-known/openid-configuration whose issuer matches, with authorization_endpoint, token_endpoint, response_types_supported and code_challenge_methods_supported including S256.",
    steps: [
      "Serve `{origin}/.well-known/oauth-authorization-server` (RFC 8414) as `application/json`.",
      "Set `issuer` to exactly the issuer URL the document is served for; list `authorization_endpoint`, `token_endpoint` and `response_types_supported`.",
      'Add `"code_challenge_methods_supported": ["S256"]`.',
      "If you publish auth.md, serve `{origin}/auth.md` as `text/markdown` with an H1, and put `agent_auth` (an absolute `identity_endpoint`, `identity_types_supported` and a skill URL pointing at that auth.md) in the authorization server's RFC 8414 metadata, not in the protected-resource metadata."
    ],
    specs: ["RFC 8414", "OpenID Connect Discovery 1.0", "RFC 7636 (PKCE)", "auth.md (workos/auth.md)"]
  },
  "oauth-protected-resource": {
    headline: "Publish OAuth protected resource metadata.",
    passes: "/.well-known/oauth-protected-resource whose resource equals the origin, with at least one authorization_servers entry with valid metadata, every listed server leading a client to a token (its jwks_uri, authorization and token endpoints answer as OAuth says, PKCE S256 advertised), and scopes_supported.",
    steps: [
      "Serve `{origin}/.well-known/oauth-protected-resource` as `application/json`.",
      "Set `resource` to `{origin}`, list `authorization_servers` and `scopes_supported`.",
      "Point `WWW-Authenticate` `resource_metadata` on 401 answers at this document.",
      "List only authorization servers that work: the `oauth-discovery` findings name each broken endpoint of the server it judged."
    ],
    specs: ["RFC 9728"]
  },
  webmcp: {
    headline: "Describe forms as WebMCP tools (toolname, tooldescription).",
    passes: "At least one form in the static HTML carries toolname and tooldescription, with described parameters.",
    steps: [
      'On forms agents should use, add `toolname="\u2026"` and `tooldescription="\u2026"` attributes.',
      "Describe each input (a `<label>` or `toolparamdescription`)."
    ],
    specs: ["WebMCP (W3C Web Machine Learning CG draft)"]
  },
  "product-data": {
    headline: "Add complete Product JSON-LD to product pages.",
    passes: "Product JSON-LD with name, image and offers carrying a numeric price, an ISO 4217 priceCurrency and a schema.org availability.",
    steps: [
      'On each product page add `<script type="application/ld+json">` with `"@type": "Product"`, `name` and `image`.',
      'Add `"offers": {"@type": "Offer", "price": "9.99", "priceCurrency": "EUR", "availability": "https://schema.org/InStock"}` (numeric price, no currency symbol).'
    ],
    specs: ["schema.org Product and Offer"]
  },
  "commerce-protocols": {
    headline: "Expose an agentic commerce protocol (UCP, ACP, x402, MPP or AP2).",
    passes: "At least one protocol discovered and valid for its specification.",
    steps: [
      "Choose a protocol your payment provider supports: UCP (`/.well-known/ucp`), ACP (`/.well-known/acp.json`), x402 or MPP (402 answers), or AP2 (an A2A card extension).",
      "Publish its discovery document or answer paid resources with a valid 402 challenge."
    ],
    specs: ["UCP", "ACP", "x402", "MPP", "AP2"]
  }
};

// bin/cli/formats/sarif.ts
var SARIF_SCHEMA = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json";
var INFORMATION_URI = "https://www.npmjs.com/package/@agentgauge/cli";
function ruleOf(entry, fallbackHint) {
  const guide = CHECK_GUIDES[entry.id];
  const fix = guide?.headline ?? fallbackHint ?? entry.description;
  const text = guide ? `${fix} What passes: ${guide.passes}` : fix;
  const markdown = guide ? [`**${fix}**`, "", `What passes: ${guide.passes}`, "", ...guide.steps.map((step, index) => `${index + 1}. ${step.replaceAll("{origin}", "https://your-site")}`), "", `Specifications: ${guide.specs.join("; ")}`].join("\n") : fix;
  return {
    id: entry.id,
    name: entry.name,
    shortDescription: { text: entry.name },
    fullDescription: { text: entry.description },
    help: { text, markdown },
    defaultConfiguration: { level: entry.informational ? "note" : "error" },
    properties: { category: entry.category, scope: entry.scope, weight: entry.weight, informational: entry.informational, tags: ["agent-readiness", entry.category.toLowerCase()] }
  };
}
function levelOf(finding, row) {
  if (row.informational) return "note";
  return finding.status === "fail" ? "error" : "warning";
}
function messageOf(finding) {
  const parts = [finding.view === "rendered" ? `${finding.message} (rendered view)` : finding.message];
  if (finding.detail) parts.push(`Evidence: ${finding.detail}`);
  if (finding.hint) parts.push(`Fix: ${finding.hint}`);
  return parts.join(" ");
}
function fingerprint(ruleId, finding, uri) {
  return process.getBuiltinModule("node:crypto").createHash("sha256").update(`${ruleId}\0${finding.code ?? finding.message}\0${uri}`).digest("hex").slice(0, 32);
}
function locatedFindings(outcome, row) {
  const { report } = outcome;
  const result = report.results.find((candidate) => candidate.id === row.id);
  const pages = row.scope === "page" ? report.pages ?? [] : [];
  const onPages = pages.flatMap((page) => {
    const onPage = page.results.find((candidate) => candidate.id === row.id);
    return onPage && onPage.applicable !== false ? onPage.findings.map((finding) => ({ uri: page.url, finding })) : [];
  });
  if (onPages.length > 0) return onPages;
  return (result?.findings ?? []).map((finding) => ({ uri: report.url, finding }));
}
function renderSarif(outcomes, context) {
  const rows = outcomes.flatMap((outcome) => outcome.view.categories.flatMap((category) => category.checks.map((row) => ({ outcome, row }))));
  const ruleIds = [...new Set(rows.map(({ row }) => row.id))];
  const catalogOrder = (id) => {
    const index = context.catalog.findIndex((entry) => entry.id === id);
    return index === -1 ? Number.MAX_SAFE_INTEGER : index;
  };
  ruleIds.sort((a, b) => catalogOrder(a) - catalogOrder(b));
  const rules = ruleIds.map((id) => {
    const { row } = rows.find((candidate) => candidate.row.id === id);
    const entry = context.catalog.find((candidate) => candidate.id === id);
    const known = entry ?? { ...row, category: row.category, description: row.name };
    return ruleOf(known, row.headline?.hint ?? null);
  });
  const results = [];
  const notifications = [];
  for (const { outcome, row } of rows) {
    if (!row.applicable) continue;
    const ruleIndex = ruleIds.indexOf(row.id);
    if (row.status === "error") {
      notifications.push({
        level: "error",
        message: { text: `${row.id} could not measure ${outcome.report.url}: ${row.headline?.message ?? "no finding"}` },
        associatedRule: { id: row.id, index: ruleIndex }
      });
      continue;
    }
    for (const { uri, finding } of locatedFindings(outcome, row)) {
      if (finding.status !== "warn" && finding.status !== "fail") continue;
      results.push({
        ruleId: row.id,
        ruleIndex,
        level: levelOf(finding, row),
        message: { text: messageOf(finding) },
        locations: [{ physicalLocation: { artifactLocation: { uri } } }],
        partialFingerprints: { "agentgauge/v1": fingerprint(row.id, finding, uri) },
        properties: {
          ...finding.code ? { code: finding.code } : {},
          status: finding.status,
          // raw: from the HTML as fetched; rendered: from the page after its scripts ran in a browser (--browser).
          view: finding.view ?? "raw",
          checkScore: row.countedScore,
          auditedUrl: outcome.report.url
        }
      });
    }
  }
  for (const { report, renderedViewMissing: renderedViewMissing2 } of outcomes) {
    if (renderedViewMissing2) {
      notifications.push({ level: "warning", message: { text: `${report.url}: ${renderedViewMissing2}` }, descriptor: { id: "rendered-view/not-measured" }, properties: {} });
    }
  }
  for (const { report, assertions } of outcomes) {
    for (const result of assertions) {
      if (result.outcome === "met") continue;
      notifications.push({
        level: result.failsRun ? "error" : "note",
        message: { text: `assertion ${result.assertion.source} ${result.outcome === "failed" ? "failed" : "not judged"} for ${report.url}: ${result.message}` },
        descriptor: { id: `assertion/${result.outcome}` },
        ...result.assertion.target.kind === "check" && ruleIds.includes(result.assertion.target.checkId) ? { associatedRule: { id: result.assertion.target.checkId, index: ruleIds.indexOf(result.assertion.target.checkId) } } : {},
        properties: { assertion: result.assertion.source, outcome: result.outcome, ...result.assertion.preset ? { preset: result.assertion.preset } : {} }
      });
    }
  }
  const log = {
    $schema: SARIF_SCHEMA,
    version: "2.1.0",
    runs: [
      {
        tool: { driver: { name: "agentgauge", version: context.version, semanticVersion: context.version, informationUri: INFORMATION_URI, rules } },
        automationDetails: { id: "agentgauge/" },
        invocations: [{ executionSuccessful: true, toolExecutionNotifications: notifications }],
        results,
        properties: {
          audits: outcomes.map(({ report }) => ({ url: report.url, score: report.overallScore, grade: report.grade.label, engine: report.engine }))
        }
      }
    ]
  };
  return `${JSON.stringify(log, null, 2)}
`;
}

// bin/cli/style.ts
function wrap(open, close) {
  return (text) => `\x1B[${open}m${text}\x1B[${close}m`;
}
var COLORED = {
  bold: wrap(1, 22),
  dim: wrap(2, 22),
  green: wrap(32, 39),
  yellow: wrap(33, 39),
  red: wrap(31, 39),
  cyan: wrap(36, 39)
};
var identity = (text) => text;
var PLAIN = { bold: identity, dim: identity, green: identity, yellow: identity, red: identity, cyan: identity };
function styleFor(stream, env = process.env) {
  const noColor = env.NO_COLOR !== void 0 && env.NO_COLOR !== "";
  return stream.isTTY && !noColor ? COLORED : PLAIN;
}
function scoreColor(style, score) {
  if (score >= 75) return style.green;
  if (score >= 40) return style.yellow;
  return style.red;
}
function statusColor(style, status) {
  switch (status) {
    case "pass":
      return style.green;
    case "warn":
      return style.yellow;
    case "fail":
    case "error":
      return style.red;
  }
}

// bin/cli/render-report.ts
var SYMBOLS = { pass: "\u2713", warn: "!", fail: "\u2717", error: "?", notApplicable: "\u2013" };
var FIXES_SHOWN = 5;
var INDENT = "         ";
function checkLine(row, style) {
  const tags = [];
  let symbol;
  let score;
  if (!row.applicable) {
    symbol = style.dim(SYMBOLS.notApplicable);
    score = style.dim("n/a");
    tags.push(`not applicable to this site (measured ${row.score})`);
  } else {
    const color = statusColor(style, row.countedStatus);
    symbol = color(SYMBOLS[row.countedStatus]);
    score = color(String(row.countedScore).padStart(3));
    if (row.status === "error") tags.push("could not measure");
    if (row.pageNote) tags.push(row.pageNote);
  }
  if (row.informational) tags.push("informational");
  if (!row.applicable || row.informational) tags.push("not counted");
  const title = `${row.name} ${style.dim(`(${row.id})`)}${tags.length > 0 ? style.dim(` \xB7 ${tags.join(" \xB7 ")}`) : ""}`;
  const lines = [`  ${symbol} ${score}  ${title}`];
  if (row.headline) {
    const view = row.headline.view === "rendered" ? style.dim(" [rendered view]") : "";
    lines.push(`${INDENT}${row.headline.message}${view}${row.headlinePage ? style.dim(` (${row.headlinePage})`) : ""}`);
  }
  return lines;
}
function profileLine(view) {
  if (!view.profile) return null;
  const detected = view.resolvedProfiles.map((entry) => entry.profile).filter((profile) => profile !== "base");
  if (view.profile !== "auto") return view.profile;
  return `auto \u2192 ${detected.length > 0 ? detected.join(", ") : "base checks only"}`;
}
function formatGain(gain) {
  return `+${gain.toFixed(1)}`;
}
function renderReport(view, style) {
  const out = [];
  const color = scoreColor(style, view.score);
  out.push(style.bold(`Agent Gauge audit of ${view.url}`));
  out.push(`Score ${color(style.bold(`${view.score}/100`))}   Grade ${color(style.bold(view.grade.label))}`);
  const facts = [
    profileLine(view) && `profile ${profileLine(view)}`,
    view.pageCount !== null && `${view.pageCount} page${view.pageCount === 1 ? "" : "s"} measured`,
    `${(view.durationMs / 1e3).toFixed(1)} s`,
    view.engine
  ].filter(Boolean);
  out.push(style.dim(facts.join(" \xB7 ")));
  out.push(...scoringLines(view, style));
  if (view.agent) {
    out.push("", ...agentViewLines(view, style));
    return `${out.join("\n")}
`;
  }
  if (view.agents.length > 0) out.push("", ...agentsLines(view.agents, style));
  for (const category of view.categories) {
    out.push("");
    const score = category.score === null ? style.dim("not scored") : scoreColor(style, category.score)(`${category.score}/100`);
    out.push(`${style.bold(category.name)}  ${score}`);
    for (const row of category.checks) out.push(...checkLine(row, style));
  }
  out.push("");
  out.push(style.bold("Top fixes") + style.dim(" (gates first, then cost, then coverage; points the overall score gains)"));
  if (view.fixes.length === 0) {
    out.push("  Nothing to fix: every counted check scores 100.");
  } else {
    const shown = view.fixes.slice(0, FIXES_SHOWN);
    const idWidth = Math.max(...shown.map((fix) => fix.id.length));
    shown.forEach((fix, index) => {
      out.push(`  ${index + 1}. ${style.green(formatGain(fix.gain).padStart(5))}  ${fix.id.padEnd(idWidth)}  ${style.dim(fix.kind.padEnd(8))}  ${fix.advice}`);
    });
  }
  out.push("");
  out.push(
    style.dim(
      `${SYMBOLS.pass} pass  ${SYMBOLS.warn} partial  ${SYMBOLS.fail} fail  ${SYMBOLS.error} could not measure  ${SYMBOLS.notApplicable} not applicable`
    )
  );
  return `${out.join("\n")}
`;
}
var VERDICT_SYMBOLS = { reads: "\u2713", partial: "!", blocked: "\u2717" };
function scoringLines(view, style) {
  const scoring = view.scoring;
  if (!scoring) return view.scorecard ? [style.dim(`scorecard ${view.scorecard}`)] : [];
  const lines = [];
  if (scoring.cap) lines.push(style.red(`Capped at ${scoring.cap.limit}: ${scoring.cap.reason}${scoring.cap.floor ? ` ${scoring.cap.floor.reason} At least ${scoring.cap.floor.score}.` : ""}`));
  const parts = [
    `scorecard ${scoring.scorecard}`,
    `access ${scoring.access ?? "not measured"}`,
    `cost and coverage ${scoring.costCoverage ?? "none counted"}`,
    `bonus +${scoring.bonus}${scoring.bonusFrom.length ? ` (${scoring.bonusFrom.join(", ")})` : ""}`
  ];
  lines.push(style.dim(parts.join(" \xB7 ")));
  return lines;
}
function verdictMark(view, style) {
  if (view.verdict === null) return style.dim("\u2013");
  const color = view.verdict === "reads" ? style.green : view.verdict === "partial" ? style.yellow : style.red;
  return color(VERDICT_SYMBOLS[view.verdict]);
}
function agentsLines(views, style) {
  const width = Math.max(...views.map((view) => view.profile.length));
  return [
    style.bold("As agents see it") + style.dim(" (the start page; --agent <id> prints one in full)"),
    ...views.map((view) => `  ${verdictMark(view, style)} ${view.profile.padEnd(width)}  ${(view.verdict ?? "not measured").padEnd(12)} ${style.dim(view.reason)}`)
  ];
}
function agentViewLines(report, style) {
  const view = report.agents.find((candidate) => candidate.profile === report.agent);
  if (!view) return [`No view of ${report.agent}: this report carries no agent views (a remote report carries the contract's fields only; run with --local).`];
  const robots = view.robots ? view.robots.allowed ? "allowed" : `disallowed${view.robots.line ? ` (line ${view.robots.line}: ${view.robots.rule})` : ""}` : "not applied (this agent is not documented to obey it)";
  const lines = [
    `${style.bold(`As ${view.profile} sees ${view.url}`)}  ${verdictMark(view, style)} ${view.verdict ?? "not measured"}`,
    `  ${view.reason}`,
    style.dim(`  User-Agent: ${view.userAgent}`),
    style.dim(`  status ${view.status ?? "-"} \xB7 robots.txt ${robots} \xB7 Markdown ${view.markdown} \xB7 ${view.kept.toLocaleString("en-US")} characters kept \xB7 ${Math.round(view.mainShare * 100)}% of the main content`)
  ];
  if (view.challenge.length > 0) lines.push(style.dim(`  challenge: ${view.challenge.join(", ")}`));
  if (view.excerpt) {
    lines.push("", style.bold("The text it keeps") + style.dim(` (first ${view.excerpt.length.toLocaleString("en-US")} characters)`), ...view.excerpt.split("\n").map((line) => `  ${line}`));
    if (view.kept < view.textLength) lines.push(style.yellow(`  \u2702 cut here: this agent keeps ${view.kept.toLocaleString("en-US")} of ${view.textLength.toLocaleString("en-US")}+ characters`));
  }
  return lines;
}

// bin/cli/formats/text.ts
function signed2(value) {
  if (value === null) return "-";
  return value > 0 ? `+${value}` : String(value);
}
function baselineText(baseline, style) {
  const lines = [
    style.bold("Compared with the baseline") + style.dim(` (${baseline.file}, ${baseline.baselineTimestamp})`),
    `  score ${baseline.beforeScore} -> ${baseline.afterScore} (${signed2(baseline.scoreDelta)}); ${baseline.regressed.length} regressed, ${baseline.resolved.length} resolved`,
    ...baseline.warnings.map((warning) => style.yellow(`  warning: ${warning}`))
  ];
  for (const change of baseline.journeys.lost) lines.push(style.red(`  journey lost          ${change.journey} / ${change.profile}: ${change.reason}`));
  for (const change of baseline.journeys.gained) lines.push(style.green(`  journey gained        ${change.journey} / ${change.profile}`));
  const changed = baseline.changes.filter((change) => change.change !== "unchanged");
  if (changed.length === 0) return [...lines, "  No check changed."];
  const width = Math.max(...changed.map((change) => change.checkId.length));
  for (const change of changed) {
    const score = (side2) => side2 === null ? "-" : side2.applicable ? String(side2.score) : "n/a";
    const label = change.change.replace(/_/g, " ");
    const color = change.change === "regressed" ? style.red : change.change === "improved" ? style.green : style.dim;
    lines.push(
      `  ${color(label.padEnd(21))} ${change.checkId.padEnd(width)}  ${score(change.before).padStart(3)} -> ${score(change.after).padEnd(3)}${change.scoreDelta ? ` (${signed2(change.scoreDelta)})` : ""}${change.resolved ? style.green("  resolved") : ""}`
    );
  }
  return lines;
}
function assertionsText(results, style) {
  if (results.length === 0) return [];
  const lines = [style.bold("Assertions") + style.dim(` ${assertionSummary(results)}`)];
  for (const result of results) {
    const shown = shownOutcome(result);
    const mark = shown === "failed" ? style.red("\u2717") : shown === "not-judged" ? style.dim("\u2013") : style.green("\u2713");
    const from = result.assertion.preset ? style.dim(` (preset ${result.assertion.preset})`) : "";
    lines.push(`  ${mark} ${result.message}${from}`);
  }
  return lines;
}
function renderText(outcomes, style) {
  return outcomes.map(({ report, view, baseline, assertions, renderedViewMissing: renderedViewMissing2 }) => {
    const journeys = report.journeys ?? [];
    const extra = [
      ...renderedViewMissing2 ? ["", `Rendered view: ${renderedViewMissing2}`] : [],
      ...journeys.length > 0 ? ["", style.bold("Journeys") + style.dim(" (not part of the score)"), ...journeyGridLines(journeys).map((line) => line ? `  ${line}` : line)] : [],
      ...baseline ? ["", ...baselineText(baseline, style)] : [],
      ...assertions.length ? ["", ...assertionsText(assertions, style)] : []
    ];
    return renderReport(view, style) + (extra.length ? `${extra.join("\n")}
` : "");
  }).join("\n");
}

// bin/cli/formats/index.ts
function renderFormat(format, outcomes, context, style) {
  switch (format) {
    case "text":
      return renderText(outcomes, style);
    case "json":
      return `${JSON.stringify(context.several ? outcomes.map((outcome) => outcome.report) : outcomes[0].report, null, 2)}
`;
    case "markdown":
      return renderMarkdown(outcomes);
    case "sarif":
      return renderSarif(outcomes, context);
    case "junit":
      return renderJunit(outcomes);
  }
}

// bin/cli/latest-baseline.ts
var LATEST = "latest";
function siteFor(url, sites) {
  const exact = sites.find((site) => site.url === url);
  if (exact) return exact;
  const host = new URL(url).host;
  const sameHost = sites.filter((site) => site.host === host);
  return sameHost.length === 1 ? sameHost[0] : null;
}
function asAuditReport(stored) {
  const { score, scannedAt, ...rest } = stored;
  return { ...rest, overallScore: score, timestamp: scannedAt };
}
function latestBaselines(client) {
  let sites = null;
  return async (url) => {
    sites ??= client.listSites();
    const site = siteFor(url, (await sites).sites);
    if (!site) return { report: null, reason: `no site of your organization on the service is ${url}; nothing to compare` };
    try {
      const stored = await client.siteReport(site.id);
      return { report: asAuditReport(stored), label: `latest scan ${stored.scanId} of ${site.host} on the service` };
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        return { report: null, reason: `the service has no finished scan of ${site.host} (site ${site.id}) yet; nothing to compare` };
      }
      throw error;
    }
  };
}

// bin/cli/progress.ts
function progressReporter(stream = process.stderr) {
  let live = false;
  return {
    onProgress(progress) {
      const line = `measured page ${progress.done}/${progress.total}${progress.url ? ` ${progress.url}` : ""}`;
      if (stream.isTTY) {
        const width = Math.max((stream.columns ?? 80) - 1, 20);
        stream.write(`\r\x1B[K${line.slice(0, width)}`);
        live = true;
      } else {
        stream.write(`agentgauge: ${line}
`);
      }
    },
    finish() {
      if (live) stream.write("\r\x1B[K");
      live = false;
    }
  };
}

// bin/cli/local-audit.ts
var LIFTABLE_RULES = /private|loopback|local|reserved|port/;
async function runLocalAudit(engine, url, options) {
  if (options.render) {
    await engine.loadRenderer().catch((error) => {
      throw new CliError(error.message === engine.PLAYWRIGHT_MISSING ? EXIT.usage : EXIT.failure, `--browser: ${error.message}`);
    });
  }
  const progress = (options.maxPages ?? 1) > 1 ? progressReporter() : null;
  try {
    return await engine.audit(url, { ...options, onProgress: progress?.onProgress });
  } catch (error) {
    throw error instanceof engine.AuditError ? fromAuditError(error, options) : error;
  } finally {
    progress?.finish();
  }
}
function fromAuditError(error, options) {
  const message = error.message.replace(/\s*\n\s*/g, " ").trim();
  switch (error.code) {
    case "invalid-options":
    case "invalid-url":
      return usageError(message);
    case "target-refused": {
      const rule = error.rule ?? "refused";
      const lift = !options.allowPrivateTargets && LIFTABLE_RULES.test(rule) ? " (--allow-private-targets lifts this rule for local testing)" : "";
      return new CliError(EXIT.targetRefused, `target refused by the "${rule}" rule: ${message}${lift}`);
    }
    case "target-unreachable":
      return new CliError(EXIT.targetUnreachable, message);
    // Only an audit pool's thread is interrupted; the CLI audits on its own thread, so this is defensive.
    case "audit-interrupted":
      return new CliError(EXIT.failure, message);
  }
}

// bin/cli/outcome.ts
function renderedViewMissing(asked, report) {
  if (!asked || report.rendered !== false) return null;
  return "--browser could not render any page (the browser did not start, or no page loaded in it): every finding comes from the raw view, and the rendered view was not measured.";
}

// bin/cli/audit-run.ts
function say(line) {
  process.stderr.write(`agentgauge: ${line}
`);
}
function engineRequest(url, settings) {
  const { checks, profile, timeout: timeout2, retries: retries2 } = settings.engine;
  return {
    url,
    ...checks ? { checks } : {},
    ...profile ? { profile } : {},
    ...timeout2 !== void 0 ? { timeout: timeout2 } : {},
    ...retries2 !== void 0 ? { retries: retries2 } : {}
  };
}
async function auditOne(url, settings) {
  if (settings.connection) return new ApiClient(settings.connection).engineAudit(engineRequest(url, settings));
  const { keepCompiledEngine, loadEngine: loadEngine2 } = await import("./chunks/engine-452IFXM2.mjs");
  const report = await runLocalAudit(await loadEngine2(), url, settings.engine);
  keepCompiledEngine(settings.engine.checks === void 0);
  return report;
}
function failureOf(error) {
  if (error instanceof CliError) return { code: error.exitCode, message: error.message };
  if (error instanceof ApiError) return { code: exitCodeForApiError(error), message: describeApiError(error) };
  throw error;
}
function writeOutput(file, text) {
  try {
    (0, import_node_fs3.writeFileSync)(file, text);
  } catch (error) {
    throw new CliError(EXIT.failure, `could not write --output ${file}: ${error.code ?? error.message}`);
  }
}
async function baselineComparer(settings) {
  const { baseline } = settings;
  if (baseline === null) return null;
  if (baseline === LATEST) {
    const latest = latestBaselines(new ApiClient(settings.connection));
    return async (report) => {
      const found = await latest(report.url);
      if (found.report === null) {
        say(`${report.url}: ${found.reason}`);
        return null;
      }
      return compareWithBaseline(found.label, found.report, report);
    };
  }
  const baselines = await loadBaseline(baseline);
  return async (report) => {
    const baselineReport = baselineFor(report.url, baselines, settings.urls.length);
    if (!baselineReport) say(`${report.url}: the baseline ${baseline} holds no report of this URL; nothing to compare`);
    return baselineReport ? compareWithBaseline(baseline, baselineReport, report) : null;
  };
}
async function runAudits(settings, catalog) {
  const compare = await baselineComparer(settings);
  if (settings.localByDefault) say("no API key (--api-key or AGENTGAUGE_API_KEY), so the audit runs locally on this machine");
  const several = settings.urls.length > 1;
  const outcomes = [];
  let auditFailure = null;
  for (const url of settings.urls) {
    let report;
    try {
      report = await auditOne(url, settings);
    } catch (error) {
      const failure = failureOf(error);
      if (!several) throw new CliError(failure.code, failure.message);
      say(`${url}: ${failure.message}`);
      auditFailure ??= failure.code;
      continue;
    }
    const baseline = compare ? await compare(report) : null;
    const missing = renderedViewMissing(settings.engine.render !== void 0, report);
    if (missing) say(`${report.url}: ${missing}`);
    outcomes.push({
      renderedViewMissing: missing,
      report,
      view: buildReportView(report, catalog.entries, settings.agent),
      assertions: evaluateAssertions(settings.assertions, report, catalog.entries, settings.strict),
      baseline
    });
  }
  if (outcomes.length > 0) {
    const context = { catalog: catalog.entries, version: ENGINE_VERSION, several };
    if (settings.outputs.length > 0) {
      for (const output of settings.outputs) writeOutput(output.file, renderFormat(output.format, outcomes, context, PLAIN));
      process.stdout.write(renderFormat("text", outcomes, context, styleFor(process.stdout)));
    } else {
      process.stdout.write(renderFormat(settings.format, outcomes, context, styleFor(process.stdout)));
    }
  }
  let failed = false;
  for (const { report, assertions, baseline } of outcomes) {
    const where = several ? ` for ${report.url}` : "";
    for (const result of assertions) {
      if (result.failsRun) {
        say(`assertion ${result.outcome === "failed" ? "failed" : "not judged (--strict)"}${where}: ${result.message}`);
        failed = true;
      } else if (result.droppedByAutoDetection && !result.assertion.preset) {
        say(`assertion ${result.assertion.source} not judged${where}: ${result.actual}`);
      }
    }
    if (settings.failOnRegression && baseline) {
      for (const change of baseline.regressed) {
        say(`regression${where}: ${change.checkId} went from ${change.before.score} to ${change.after.score} since the baseline`);
        failed = true;
      }
      for (const change of baseline.journeys.lost) {
        say(`regression${where}: journey ${change.journey} was found by ${change.profile} in the baseline and is not now: ${change.reason}`);
        failed = true;
      }
    }
  }
  if (auditFailure !== null) throw new CliError(auditFailure, `${settings.urls.length - outcomes.length} of ${settings.urls.length} audits could not run`);
  if (failed) throw new CliError(EXIT.assertionFailed, "");
}

// bin/cli/catalog.ts
async function loadCatalog() {
  const entries = false ? (await loadEngine()).CHECK_CATALOG : JSON.parse(`[{"id":"robots-txt","name":"robots.txt","description":"Checks that /robots.txt exists and parses per RFC 9309, so crawlers and agents know what they may fetch.","category":"Discovery","scope":"origin","informational":false,"weight":2,"evidence":{"grade":"C","source":"Mechanism: RFC 9309; crawlers and the agents that obey robots.txt read it first","fixKind":"coverage"},"profiles":["base"],"codes":[{"code":"robots-txt.file-absent","meaning":"The file answered 4xx: it is absent."},{"code":"robots-txt.file-server-error","meaning":"The file answered with a server error (5xx)."},{"code":"robots-txt.file-soft-404","meaning":"The server answered 2xx with a \\"not found\\" page instead of the file (a soft 404): it counts as absent."},{"code":"robots-txt.file-html","meaning":"An HTML page was served where the file was expected: it counts as absent."},{"code":"robots-txt.file-empty","meaning":"The file was served with an empty body."},{"code":"robots-txt.unreachable","meaning":"robots.txt answered 5xx or not at all: crawlers must assume they may fetch nothing (RFC 9309 \xA72.3.1.4)."},{"code":"robots-txt.absent","meaning":"There is no robots.txt (4xx, or too many redirects): crawlers may fetch everything, but no rules or sitemaps are stated."},{"code":"robots-txt.unusable","meaning":"robots.txt could not be used for another reason."},{"code":"robots-txt.served-as-text","meaning":"robots.txt is served as text/plain."},{"code":"robots-txt.wrong-type","meaning":"robots.txt is served with another non-HTML type than text/plain."},{"code":"robots-txt.groups","meaning":"robots.txt has user-agent groups (the detail lists the user agents)."},{"code":"robots-txt.no-groups","meaning":"robots.txt has no \\"User-agent:\\" group, so it states no rules."},{"code":"robots-txt.unparsed-lines","meaning":"Some lines are neither records nor comments; crawlers ignore them (the detail lists them with line numbers)."},{"code":"robots-txt.all-lines-parse","meaning":"Every line of robots.txt parses."},{"code":"robots-txt.rules-before-user-agent","meaning":"Allow/Disallow rules come before the first \\"User-agent:\\" line and belong to no group."},{"code":"robots-txt.relative-sitemap","meaning":"Some Sitemap lines are not absolute URLs."},{"code":"robots-txt.over-cap","meaning":"robots.txt is over 500 KiB; it was judged on its first 500 KiB, which is what crawlers read."},{"code":"robots-txt.redirected-to-other-host","meaning":"robots.txt redirects to another host."},{"code":"robots-txt.other-records","meaning":"robots.txt has other recognised records besides the rules (Sitemap, Content-Signal, Crawl-delay, ...)."},{"code":"robots-txt.agentmap-lighthouse","meaning":"robots.txt has Agentmap records (ARD): Lighthouse's robots-txt audit calls them an unknown directive and fails its audit; this check accepts them (information only, the verdict is unchanged)."},{"code":"robots-txt.likely-typos","meaning":"Some record keys look like misspelt User-agent, Allow or Disallow lines; crawlers differ on honouring them (the detail lists the lines)."},{"code":"robots-txt.group-joined-across-record","meaning":"A group takes \\"Disallow: /\\" for user agents named above a Sitemap or Crawl-delay line that sits between two User-agent lines (RFC 9309 \xA72.2.4: such records do not end a group) (subject: the group's first line)."},{"code":"robots-txt.fetch-failed","meaning":"A resource the check needs could not be fetched (timeout, refused target, broken response): the check is error.","statuses":["error"]},{"code":"robots-txt.gather-failed","meaning":"Gathering what the check needs failed unexpectedly: the check is error.","statuses":["error"]},{"code":"robots-txt.crashed","meaning":"The check itself failed while measuring: the check is error.","statuses":["error"]},{"code":"robots-txt.scanner-blocked","meaning":"Not measured: the scanner was blocked (its start page was a challenge page), so what the check found missing may exist: the check is error, never a failure.","statuses":["error"]},{"code":"robots-txt.findings-omitted","meaning":"The check reported more findings than a report keeps (50 per check, fewer where the report would pass 1 MB): the first are kept and this finding counts the rest.","statuses":["info"]}],"limits":[{"key":"robotsBytes","value":512000,"unit":"bytes","meaning":"robots.txt size judged"},{"key":"redirects","value":5,"unit":"count","meaning":"Redirects followed"}],"environment":[]},{"id":"sitemap","name":"XML sitemap","description":"Looks for an XML sitemap (robots.txt Sitemap lines, then the usual paths) so agents can find every page and see what changed.","category":"Discovery","scope":"origin","informational":false,"weight":1,"evidence":{"grade":"0","source":"No outcome study found for agents acting for users","fixKind":"coverage"},"profiles":["base"],"codes":[{"code":"sitemap.file-absent","meaning":"The file answered 4xx: it is absent."},{"code":"sitemap.file-server-error","meaning":"The file answered with a server error (5xx)."},{"code":"sitemap.file-soft-404","meaning":"The server answered 2xx with a \\"not found\\" page instead of the file (a soft 404): it counts as absent."},{"code":"sitemap.file-html","meaning":"An HTML page was served where the file was expected: it counts as absent."},{"code":"sitemap.file-empty","meaning":"The file was served with an empty body."},{"code":"sitemap.doctype","meaning":"A sitemap declares a <!DOCTYPE>, refused for safety and not parsed."},{"code":"sitemap.invalid-xml","meaning":"A sitemap is not well-formed XML."},{"code":"sitemap.not-sitemap","meaning":"A document is XML but not a urlset or sitemapindex."},{"code":"sitemap.broken-gzip","meaning":"A compressed sitemap does not decompress."},{"code":"sitemap.over-cap","meaning":"A sitemap is larger than the 50 MB cap."},{"code":"sitemap.unusable","meaning":"A sitemap could not be used for another reason."},{"code":"sitemap.not-found","meaning":"No usable sitemap was found at the URLs robots.txt lists nor at the usual paths."},{"code":"sitemap.found","meaning":"A usable urlset or sitemapindex was found (the detail says where)."},{"code":"sitemap.wrong-namespace","meaning":"The sitemap's root element is not in the sitemaps.org namespace."},{"code":"sitemap.no-entries","meaning":"The sitemap lists no URLs or sitemaps."},{"code":"sitemap.too-many-entries","meaning":"The sitemap lists more than 50,000 entries."},{"code":"sitemap.listed-in-robots","meaning":"The sitemap is listed in robots.txt."},{"code":"sitemap.not-in-robots","meaning":"The sitemap is not referenced from robots.txt."},{"code":"sitemap.broken-listed","meaning":"Some sitemaps listed in robots.txt cannot be used."},{"code":"sitemap.broken-children","meaning":"Some sitemaps of the index fail."},{"code":"sitemap.children-ok","meaning":"Every checked sitemap of the index answers with valid XML."},{"code":"sitemap.relative-entries","meaning":"Some entries are not absolute URLs."},{"code":"sitemap.foreign-entries","meaning":"Some entries point to another host."},{"code":"sitemap.entries-ok","meaning":"Every entry is an absolute URL on this host."},{"code":"sitemap.lastmod-missing","meaning":"Most entries lack a lastmod in W3C datetime format."},{"code":"sitemap.lastmod-ok","meaning":"Most entries have a valid W3C datetime lastmod."},{"code":"sitemap.fetch-failed","meaning":"A resource the check needs could not be fetched (timeout, refused target, broken response): the check is error.","statuses":["error"]},{"code":"sitemap.gather-failed","meaning":"Gathering what the check needs failed unexpectedly: the check is error.","statuses":["error"]},{"code":"sitemap.crashed","meaning":"The check itself failed while measuring: the check is error.","statuses":["error"]},{"code":"sitemap.scanner-blocked","meaning":"Not measured: the scanner was blocked (its start page was a challenge page), so what the check found missing may exist: the check is error, never a failure.","statuses":["error"]},{"code":"sitemap.findings-omitted","meaning":"The check reported more findings than a report keeps (50 per check, fewer where the report would pass 1 MB): the first are kept and this finding counts the rest.","statuses":["info"]}],"limits":[{"key":"sitemapBytes","value":52428800,"unit":"bytes","meaning":"Sitemap size (uncompressed)"},{"key":"sitemapUrls","value":50000,"unit":"count","meaning":"URLs per sitemap (sitemaps.org)"},{"key":"listedSitemaps","value":5,"unit":"count","meaning":"Sitemaps tried from robots.txt"},{"key":"indexChildren","value":10,"unit":"count","meaning":"Child sitemaps read from an index"}],"environment":[]},{"id":"link-headers","name":"Link headers","description":"Looks for RFC 8288 Link headers on the start page that point agents at API catalogs, service descriptions and markdown versions.","category":"Discovery","scope":"origin","informational":false,"weight":1,"evidence":{"grade":"0","source":"No outcome study found","fixKind":"coverage"},"profiles":["base"],"codes":[{"code":"link-headers.start-page-status","meaning":"The start page did not answer 2xx, so its Link headers were not judged (checks.md 3, 2026-11): the check is error.","statuses":["error"]},{"code":"link-headers.no-link-header","meaning":"The start page sends no Link header (or one that does not parse).","statuses":["fail"]},{"code":"link-headers.no-agent-relations","meaning":"The start page sends Link headers, but none with an agent-relevant relation.","statuses":["warn"]},{"code":"link-headers.targets-answer","meaning":"Agent-relevant Link header targets answer 2xx.","statuses":["pass"]},{"code":"link-headers.targets-broken","meaning":"Some agent-relevant Link header targets do not answer 2xx.","statuses":["warn"]},{"code":"link-headers.unregistered-relations","meaning":"Unregistered relations (agent-skills-index, auth-md, nlweb, ...) with their targets: no credit, no penalty.","statuses":["info"]},{"code":"link-headers.fetch-failed","meaning":"A resource the check needs could not be fetched (timeout, refused target, broken response): the check is error.","statuses":["error"]},{"code":"link-headers.gather-failed","meaning":"Gathering what the check needs failed unexpectedly: the check is error.","statuses":["error"]},{"code":"link-headers.crashed","meaning":"The check itself failed while measuring: the check is error.","statuses":["error"]},{"code":"link-headers.scanner-blocked","meaning":"Not measured: the scanner was blocked (its start page was a challenge page), so what the check found missing may exist: the check is error, never a failure.","statuses":["error"]},{"code":"link-headers.findings-omitted","meaning":"The check reported more findings than a report keeps (50 per check, fewer where the report would pass 1 MB): the first are kept and this finding counts the rest.","statuses":["info"]}],"limits":[{"key":"linkTargets","value":10,"unit":"count","meaning":"Agent-relevant link targets called"},{"key":"unregisteredTargets","value":5,"unit":"count","meaning":"Unregistered-relation targets called"}],"environment":[]},{"id":"llms-txt","name":"llms.txt","description":"Looks for /llms.txt (llmstxt.org): a markdown map of the site that tells language models what matters and where to read it.","category":"Discovery","scope":"origin","informational":false,"weight":4,"evidence":{"grade":"B","source":"a14y ablations (72 Claude runs: discovery layer -47% tokens, answer quality flat) (no in-page link made Claude read llms.txt, 0/20); Trakkr llms.txt study: no citation lift","fixKind":"cost"},"profiles":["base"],"codes":[{"code":"llms-txt.file-absent","meaning":"The file answered 4xx: it is absent."},{"code":"llms-txt.file-server-error","meaning":"The file answered with a server error (5xx)."},{"code":"llms-txt.file-soft-404","meaning":"The server answered 2xx with a \\"not found\\" page instead of the file (a soft 404): it counts as absent."},{"code":"llms-txt.file-html","meaning":"An HTML page was served where the file was expected: it counts as absent."},{"code":"llms-txt.file-empty","meaning":"The file was served with an empty body."},{"code":"llms-txt.not-found","meaning":"No llms.txt was found at /llms.txt nor at its fallback paths (the detail lists what answered)."},{"code":"llms-txt.over-cap","meaning":"llms.txt is larger than the 5 MiB cap."},{"code":"llms-txt.found","meaning":"llms.txt was found (the detail gives its URL, status and type)."},{"code":"llms-txt.fallback-path","meaning":"llms.txt was found only at a fallback path, not at /llms.txt."},{"code":"llms-txt.scoped-file","meaning":"The llms.txt found sits in a subpath and covers it (llmstxt.org, 2026): the audited page advertises it with rel=\\"describedby\\" or lies under that subpath."},{"code":"llms-txt.wrong-type","meaning":"llms.txt is not served as text/plain or text/markdown."},{"code":"llms-txt.no-h1","meaning":"llms.txt has no H1 title."},{"code":"llms-txt.h1-not-first","meaning":"llms.txt does not start with its H1."},{"code":"llms-txt.starts-with-h1","meaning":"llms.txt starts with an H1."},{"code":"llms-txt.summary","meaning":"llms.txt has a blockquote summary."},{"code":"llms-txt.missing-summary","meaning":"llms.txt has no blockquote summary after its H1."},{"code":"llms-txt.sections","meaning":"llms.txt has H2 sections with markdown link lists."},{"code":"llms-txt.missing-sections","meaning":"llms.txt has no H2 section with a markdown link list."},{"code":"llms-txt.too-long","meaning":"llms.txt is over 100,000 characters, too long for an index."},{"code":"llms-txt.long","meaning":"llms.txt is between 50,000 and 100,000 characters."},{"code":"llms-txt.links-answer","meaning":"At least 90% of the sampled links answer 2xx."},{"code":"llms-txt.links-partly-broken","meaning":"Between 50% and 90% of the sampled links answer 2xx."},{"code":"llms-txt.links-broken","meaning":"Fewer than half of the sampled links answer 2xx."},{"code":"llms-txt.fetch-failed","meaning":"A resource the check needs could not be fetched (timeout, refused target, broken response): the check is error.","statuses":["error"]},{"code":"llms-txt.gather-failed","meaning":"Gathering what the check needs failed unexpectedly: the check is error.","statuses":["error"]},{"code":"llms-txt.crashed","meaning":"The check itself failed while measuring: the check is error.","statuses":["error"]},{"code":"llms-txt.scanner-blocked","meaning":"Not measured: the scanner was blocked (its start page was a challenge page), so what the check found missing may exist: the check is error, never a failure.","statuses":["error"]},{"code":"llms-txt.findings-omitted","meaning":"The check reported more findings than a report keeps (50 per check, fewer where the report would pass 1 MB): the first are kept and this finding counts the rest.","statuses":["info"]}],"limits":[{"key":"llmsBytes","value":5242880,"unit":"bytes","meaning":"llms.txt and llms-full.txt size"},{"key":"llmsLinks","value":20,"unit":"count","meaning":"llms.txt links sampled and called"},{"key":"llmsDescribedBy","value":3,"unit":"count","meaning":"llms.txt files named by rel=\\"describedby\\" tried"},{"key":"startDirectories","value":4,"unit":"count","meaning":"Directories above the start URL looked in"}],"environment":[]},{"id":"llms-full-txt","name":"llms-full.txt","description":"Looks for /llms-full.txt: the full documentation as one markdown file an agent can read in a single fetch.","category":"Discovery","scope":"origin","informational":false,"weight":2,"evidence":{"grade":"C","source":"Mechanism: one file holds the docs an agent would otherwise fetch page by page","fixKind":"coverage"},"profiles":["docs"],"codes":[{"code":"llms-full-txt.file-absent","meaning":"The file answered 4xx: it is absent."},{"code":"llms-full-txt.file-server-error","meaning":"The file answered with a server error (5xx)."},{"code":"llms-full-txt.file-soft-404","meaning":"The server answered 2xx with a \\"not found\\" page instead of the file (a soft 404): it counts as absent."},{"code":"llms-full-txt.file-html","meaning":"An HTML page was served where the file was expected: it counts as absent."},{"code":"llms-full-txt.file-empty","meaning":"The file was served with an empty body."},{"code":"llms-full-txt.missing","meaning":"llms-full.txt could not be read."},{"code":"llms-full-txt.over-cap","meaning":"llms-full.txt is larger than the 5 MiB cap."},{"code":"llms-full-txt.found","meaning":"llms-full.txt was found (the detail gives its URL, status and type)."},{"code":"llms-full-txt.wrong-type","meaning":"llms-full.txt is not served as text."},{"code":"llms-full-txt.headings","meaning":"llms-full.txt has an H1 and at least two further headings."},{"code":"llms-full-txt.few-headings","meaning":"llms-full.txt has no H1, or fewer than two further headings."},{"code":"llms-full-txt.size-out-of-range","meaning":"llms-full.txt is under 500 or over 5,000,000 characters."},{"code":"llms-full-txt.size-ok","meaning":"llms-full.txt is between 500 and 5,000,000 characters long."},{"code":"llms-full-txt.fetch-failed","meaning":"A resource the check needs could not be fetched (timeout, refused target, broken response): the check is error.","statuses":["error"]},{"code":"llms-full-txt.gather-failed","meaning":"Gathering what the check needs failed unexpectedly: the check is error.","statuses":["error"]},{"code":"llms-full-txt.crashed","meaning":"The check itself failed while measuring: the check is error.","statuses":["error"]},{"code":"llms-full-txt.scanner-blocked","meaning":"Not measured: the scanner was blocked (its start page was a challenge page), so what the check found missing may exist: the check is error, never a failure.","statuses":["error"]},{"code":"llms-full-txt.findings-omitted","meaning":"The check reported more findings than a report keeps (50 per check, fewer where the report would pass 1 MB): the first are kept and this finding counts the rest.","statuses":["info"]}],"limits":[{"key":"llmsBytes","value":5242880,"unit":"bytes","meaning":"llms.txt and llms-full.txt size"}],"environment":[]},{"id":"api-catalog","name":"API catalog","description":"Looks for the catalogs that tell agents what a site offers: an RFC 9727 API catalog at /.well-known/api-catalog (a linkset of each API and its description) and AI catalogs (ARD, AI Catalog core) where agents look for them.","category":"Discovery","scope":"origin","informational":false,"weight":2,"evidence":{"grade":"C","source":"Mechanism: RFC 9727 tells agents where the APIs are described","fixKind":"coverage"},"profiles":["api","mcp","agent"],"codes":[{"code":"api-catalog.file-absent","meaning":"The file answered 4xx: it is absent."},{"code":"api-catalog.file-server-error","meaning":"The file answered with a server error (5xx)."},{"code":"api-catalog.file-soft-404","meaning":"The server answered 2xx with a \\"not found\\" page instead of the file (a soft 404): it counts as absent."},{"code":"api-catalog.file-html","meaning":"An HTML page was served where the file was expected: it counts as absent."},{"code":"api-catalog.file-empty","meaning":"The file was served with an empty body."},{"code":"api-catalog.links-resolve","meaning":"Every service-desc, service-doc and status link of the catalog answers with a fitting media type."},{"code":"api-catalog.link-broken","meaning":"A service-doc or status link does not answer 2xx (subject: its URL; broken service-desc links are service-descs-broken)."},{"code":"api-catalog.link-wrong-type","meaning":"A link answers with a media type that does not fit its relation: a service-desc that is no API description, a service-doc that is not a document, a status that is not JSON or text (subject: its URL)."},{"code":"api-catalog.link-not-measured","meaning":"A link was called but not measured: the audit's own limits (its time budget, its target rules) ended the call; no points lost (subject: its URL)."},{"code":"api-catalog.service-desc-not-openapi","meaning":"A service-desc is a description, but not OpenAPI (OpenRPC, AsyncAPI, an MCP server card): reported, not judged as a broken OpenAPI description (subject: its URL)."},{"code":"api-catalog.missing","meaning":"The API catalog could not be read."},{"code":"api-catalog.over-cap","meaning":"The API catalog is larger than the cap for JSON documents."},{"code":"api-catalog.invalid-json","meaning":"The API catalog is not valid JSON."},{"code":"api-catalog.no-linkset","meaning":"The API catalog has no top-level \\"linkset\\" array, or it is empty."},{"code":"api-catalog.no-api-links","meaning":"The linkset lists no \\"item\\" or \\"service-desc\\" link."},{"code":"api-catalog.lists-apis","meaning":"The API catalog lists service-desc and item links."},{"code":"api-catalog.wrong-type","meaning":"The API catalog is not served as application/linkset+json."},{"code":"api-catalog.malformed-relations","meaning":"Some relation values are not arrays of objects with \\"href\\" (RFC 9264 \xA74.2)."},{"code":"api-catalog.head-link","meaning":"HEAD on the API catalog answers a Link header with rel=\\"api-catalog\\"."},{"code":"api-catalog.no-head-link","meaning":"HEAD on the API catalog does not answer a Link header with rel=\\"api-catalog\\" (RFC 9727 \xA72)."},{"code":"api-catalog.service-descs-broken","meaning":"Some service-desc targets do not answer 2xx."},{"code":"api-catalog.service-descs-answer","meaning":"Every service-desc target answers 2xx."},{"code":"api-catalog.ai-catalog-valid","meaning":"A valid AI catalog.","statuses":["pass"]},{"code":"api-catalog.ai-catalog-invalid","meaning":"An AI catalog with no usable entry.","statuses":["fail","warn"]},{"code":"api-catalog.ai-catalog-over-cap","meaning":"An AI catalog over 1 MiB.","statuses":["fail","warn"]},{"code":"api-catalog.ai-catalog-advertised-missing","meaning":"An advertised catalog answers none.","statuses":["warn"]},{"code":"api-catalog.ai-catalog-unreachable","meaning":"A catalog that could not be fetched.","statuses":["info"]},{"code":"api-catalog.ai-catalog-entries-incomplete","meaning":"Entries lacking identifier, type or url/data.","statuses":["warn"]},{"code":"api-catalog.ai-catalog-display-name","meaning":"Entries without displayName (ARD only).","statuses":["info"]},{"code":"api-catalog.ai-catalog-identifiers","meaning":"Identifiers not urn:air:<publisher host>:...","statuses":["warn"]},{"code":"api-catalog.ai-catalog-queries","meaning":"Entries without 2 to 5 representativeQueries.","statuses":["warn"]},{"code":"api-catalog.ai-catalog-unknown-types","meaning":"Unknown entry types.","statuses":["warn"]},{"code":"api-catalog.ai-catalog-spec-version","meaning":"specVersion missing or not \\"1.0\\".","statuses":["warn"]},{"code":"api-catalog.ai-catalog-collections","meaning":"A root collections member.","statuses":["warn"]},{"code":"api-catalog.ai-catalog-trust","meaning":"A trustManifest without identity, of another publisher, or alg none/HMAC.","statuses":["warn"]},{"code":"api-catalog.ai-catalog-wrong-type","meaning":"A catalog of another media type.","statuses":["warn"]},{"code":"api-catalog.ai-catalog-one-path","meaning":"A catalog at one well-known path only.","statuses":["info"]},{"code":"api-catalog.ai-catalog-paths-differ","meaning":"The two well-known paths differ.","statuses":["warn"]},{"code":"api-catalog.ai-catalog-agentmap-relative","meaning":"A relative Agentmap URL.","statuses":["warn"]},{"code":"api-catalog.ai-catalog-not-fetched","meaning":"Catalog locations beyond the 5 fetched.","statuses":["info"]},{"code":"api-catalog.ai-catalog-nested","meaning":"Nested catalogs not followed (cycle, depth > 4, budget).","statuses":["warn"]},{"code":"api-catalog.ai-catalog-entry-budget","meaning":"Entries beyond the 2,000 judged (counted).","statuses":["info"]},{"code":"api-catalog.ai-catalog-entries-dead","meaning":"Entry URLs (up to 5 called) not answering.","statuses":["warn"]},{"code":"api-catalog.ai-catalog-entry-type-mismatch","meaning":"An entry URL of another type.","statuses":["info"]},{"code":"api-catalog.ai-catalog-signature-verified","meaning":"Trust manifest signatures verified against their identity's key: integrity, and publisher authenticity only when the key came from the publisher's HTTPS origin.","statuses":["info"]},{"code":"api-catalog.ai-catalog-signature-invalid","meaning":"Trust manifest signatures that do not verify over the manifest's RFC 8785 form (consumers should reject those manifests).","statuses":["warn"]},{"code":"api-catalog.ai-catalog-signature-key-unusable","meaning":"Trust manifest signatures whose key could not be obtained or used (the detail says why for each).","statuses":["warn"]},{"code":"api-catalog.ai-catalog-signatures-unchecked","meaning":"Signatures beyond the 50 checked, or whose key document is beyond the 3 fetched, per audit (counted).","statuses":["info"]},{"code":"api-catalog.dns-aid-valid","meaning":"Usable, DNSSEC-authenticated DNS-AID records.","statuses":["pass"]},{"code":"api-catalog.dns-aid-unsigned","meaning":"Usable DNS-AID records, not authenticated.","statuses":["warn"]},{"code":"api-catalog.dns-aid-invalid","meaning":"Unusable DNS-AID records (each problem named).","statuses":["warn"]},{"code":"api-catalog.dns-aid-unsafe-target","meaning":"DNS-AID records whose target is an IP address, carries a port or userinfo, or resolves to a private address (not usable).","statuses":["warn"]},{"code":"api-catalog.dns-aid-absent","meaning":"No DNS-AID records (NXDOMAIN or NODATA).","statuses":["info"]},{"code":"api-catalog.dns-aid-unmeasured","meaning":"DNS-AID not measured (resolver failed or none to ask).","statuses":["info"]},{"code":"api-catalog.dns-aid-ip-literal","meaning":"An IP-address target has no DNS-AID names.","statuses":["info"]},{"code":"api-catalog.dns-aid-no-catalog","meaning":"DNS-AID records but no valid catalog.","statuses":["warn"]},{"code":"api-catalog.fetch-failed","meaning":"A resource the check needs could not be fetched (timeout, refused target, broken response): the check is error.","statuses":["error"]},{"code":"api-catalog.gather-failed","meaning":"Gathering what the check needs failed unexpectedly: the check is error.","statuses":["error"]},{"code":"api-catalog.crashed","meaning":"The check itself failed while measuring: the check is error.","statuses":["error"]},{"code":"api-catalog.scanner-blocked","meaning":"Not measured: the scanner was blocked (its start page was a challenge page), so what the check found missing may exist: the check is error, never a failure.","statuses":["error"]},{"code":"api-catalog.findings-omitted","meaning":"The check reported more findings than a report keeps (50 per check, fewer where the report would pass 1 MB): the first are kept and this finding counts the rest.","statuses":["info"]}],"limits":[{"key":"jsonBytes","value":262144,"unit":"bytes","meaning":"JSON document size (metadata, cards, indexes)"},{"key":"catalogLinks","value":6,"unit":"count","meaning":"service-desc, service-doc and status links resolved"},{"key":"serviceDescs","value":10,"unit":"count","meaning":"service-desc targets called"},{"key":"aiCatalogBytes","value":1048576,"unit":"bytes","meaning":"AI catalog size"},{"key":"aiCatalogLocations","value":5,"unit":"count","meaning":"AI catalog locations fetched"},{"key":"aiCatalogNesting","value":4,"unit":"count","meaning":"Nested AI catalog depth"},{"key":"aiCatalogNestedFetches","value":10,"unit":"count","meaning":"Nested AI catalogs fetched"},{"key":"aiCatalogEntries","value":2000,"unit":"count","meaning":"AI catalog entries judged (the rest counted)"},{"key":"aiCatalogEntryCalls","value":5,"unit":"count","meaning":"AI catalog entry URLs called"},{"key":"trustSignatures","value":50,"unit":"count","meaning":"Trust manifest signatures checked"},{"key":"trustKeyDocuments","value":3,"unit":"count","meaning":"Key documents fetched (JWK Sets, DID documents)"},{"key":"dnsAidQueries","value":16,"unit":"count","meaning":"DNS-AID queries"},{"key":"dnsAidAliasHops","value":8,"unit":"count","meaning":"DNS-AID AliasMode hops"}],"environment":[{"name":"AGENTGAUGE_DNS_SERVERS","value":"host:port,\u2026","meaning":"DNS servers that answer every lookup of an audit (host addresses and DNS-AID records) instead of the system's; the CLI's --dns-server"},{"name":"AGENTGAUGE_DNS_TRUST_AD","value":"1","meaning":"trust the DNSSEC AD bit of a resolver that is not on loopback (DNS-AID records then count as authenticated)"}]},{"id":"ai-crawler-rules","name":"AI crawler rules","description":"Resolves robots.txt for each known AI crawler and agent token: search and user-triggered agents should be allowed; training is the owner's choice.","category":"Access","scope":"origin","informational":false,"weight":2,"evidence":{"grade":"C","source":"Mechanism: robots.txt groups decide what each AI crawler may fetch","fixKind":"coverage"},"profiles":["base"],"codes":[{"code":"ai-crawler-rules.training-token","meaning":"Whether a training crawler may fetch / (reported, not scored; subject: the token)."},{"code":"ai-crawler-rules.token-allowed","meaning":"A search or user-triggered AI agent may fetch / (subject: the token)."},{"code":"ai-crawler-rules.token-blocked","meaning":"A search or user-triggered AI agent is blocked from / (subject: the token)."},{"code":"ai-crawler-rules.robots-unreachable","meaning":"robots.txt is unreachable, so every AI crawler must assume it may fetch nothing."},{"code":"ai-crawler-rules.all-blocked","meaning":"Every search and user-triggered AI agent is blocked from /."},{"code":"ai-crawler-rules.no-explicit-groups","meaning":"No group names an AI token (or there is no robots.txt): they all fall back to the \\"*\\" group."},{"code":"ai-crawler-rules.explicit-groups","meaning":"robots.txt names AI tokens explicitly."},{"code":"ai-crawler-rules.some-blocked","meaning":"Some search or user-triggered AI agents are blocked from /."},{"code":"ai-crawler-rules.over-cap","meaning":"robots.txt was judged on its first 500 KiB only."},{"code":"ai-crawler-rules.fetch-failed","meaning":"A resource the check needs could not be fetched (timeout, refused target, broken response): the check is error.","statuses":["error"]},{"code":"ai-crawler-rules.gather-failed","meaning":"Gathering what the check needs failed unexpectedly: the check is error.","statuses":["error"]},{"code":"ai-crawler-rules.crashed","meaning":"The check itself failed while measuring: the check is error.","statuses":["error"]},{"code":"ai-crawler-rules.scanner-blocked","meaning":"Not measured: the scanner was blocked (its start page was a challenge page), so what the check found missing may exist: the check is error, never a failure.","statuses":["error"]},{"code":"ai-crawler-rules.findings-omitted","meaning":"The check reported more findings than a report keeps (50 per check, fewer where the report would pass 1 MB): the first are kept and this finding counts the rest.","statuses":["info"]}],"limits":[{"key":"robotsBytes","value":512000,"unit":"bytes","meaning":"robots.txt size judged"}],"environment":[]},{"id":"content-signals","name":"Content signals","description":"Looks for Content-Signal preferences (search, ai-input, ai-train) in robots.txt groups or response headers, which tell AI systems how content may be used, and reports IETF AIPREF Content-Usage preferences (train-ai, ai-use, search).","category":"Access","scope":"origin","informational":false,"weight":1,"evidence":{"grade":"0","source":"A preference, not an outcome","fixKind":"coverage"},"profiles":["base"],"codes":[{"code":"content-signals.line-outside-group","meaning":"A Content-Signal line sits before the first User-agent line, outside any group (subject: the line)."},{"code":"content-signals.line-unknown-values","meaning":"A Content-Signal line has keys or values agents do not understand (subject: the line)."},{"code":"content-signals.line-incomplete","meaning":"A Content-Signal line does not state all of search, ai-input and ai-train (subject: the line)."},{"code":"content-signals.line-complete","meaning":"A Content-Signal line states search, ai-input and ai-train (subject: the line)."},{"code":"content-signals.header-unknown-values","meaning":"The Content-Signal response header has keys or values agents do not understand."},{"code":"content-signals.header","meaning":"The start page sends a Content-Signal response header."},{"code":"content-signals.header-only","meaning":"Content signals are stated only in a response header, not in robots.txt."},{"code":"content-signals.none","meaning":"No Content-Signal is stated, in robots.txt or in the response headers."},{"code":"content-signals.usage-rule","meaning":"robots.txt has an IETF AIPREF Content-Usage rule (draft-ietf-aipref-attach-05 \xA74: for a path, or every path when it names none); reported, not scored (subject: the line)."},{"code":"content-signals.usage-rule-invalid","meaning":"A robots.txt Content-Usage rule is outside a group, or states no train-ai/ai-use/search preference that parses (draft-ietf-aipref-vocab-08) (subject: the line)."},{"code":"content-signals.usage-header","meaning":"The start page sends an IETF AIPREF Content-Usage header (draft-ietf-aipref-attach-05 \xA73); reported, not scored."},{"code":"content-signals.usage-header-invalid","meaning":"The Content-Usage response header is not a dictionary stating train-ai, ai-use or search as y or n."},{"code":"content-signals.usage-start-page","meaning":"The AIPREF preferences that apply to the start page: the wildcard group's Content-Usage rules with the longest matching path (attach-05 \xA74.1), combined with the header, the most restrictive winning (vocab-08 \xA7Combining Preferences); none apply to a path robots.txt disallows."},{"code":"content-signals.rsl-valid","meaning":"A site-wide RSL license for every agent states all three uses.","statuses":["pass"]},{"code":"content-signals.rsl-incomplete","meaning":"An RSL license states only some uses.","statuses":["warn"]},{"code":"content-signals.rsl-group","meaning":"An RSL license for a named group only.","statuses":["info"]},{"code":"content-signals.rsl-problems","meaning":"An RSL license outside the 1.0 vocabularies.","statuses":["warn"]},{"code":"content-signals.rsl-unusable","meaning":"A declared RSL license that cannot be used (broken, over 256 KiB, DOCTYPE, root).","statuses":["warn"]},{"code":"content-signals.rsl-relative-url","meaning":"A relative License URL.","statuses":["warn"]},{"code":"content-signals.rsl-wrong-type","meaning":"An RSL license of another media type.","statuses":["warn"]},{"code":"content-signals.rsl-commas","meaning":"RSL tokens separated by commas.","statuses":["info"]},{"code":"content-signals.rsl-not-fetched","meaning":"RSL licenses beyond the 5 fetched.","statuses":["info"]},{"code":"content-signals.usage-contradiction","meaning":"A Content-Signal or Content-Usage preference an RSL license contradicts.","statuses":["warn"]},{"code":"content-signals.fetch-failed","meaning":"A resource the check needs could not be fetched (timeout, refused target, broken response): the check is error.","statuses":["error"]},{"code":"content-signals.gather-failed","meaning":"Gathering what the check needs failed unexpectedly: the check is error.","statuses":["error"]},{"code":"content-signals.crashed","meaning":"The check itself failed while measuring: the check is error.","statuses":["error"]},{"code":"content-signals.scanner-blocked","meaning":"Not measured: the scanner was blocked (its start page was a challenge page), so what the check found missing may exist: the check is error, never a failure.","statuses":["error"]},{"code":"content-signals.findings-omitted","meaning":"The check reported more findings than a report keeps (50 per check, fewer where the report would pass 1 MB): the first are kept and this finding counts the rest.","statuses":["info"]}],"limits":[{"key":"robotsBytes","value":512000,"unit":"bytes","meaning":"robots.txt size judged"},{"key":"rslBytes","value":262144,"unit":"bytes","meaning":"RSL license size"},{"key":"rslDocuments","value":5,"unit":"count","meaning":"RSL licenses fetched"},{"key":"rslInline","value":3,"unit":"count","meaning":"Inline RSL scripts read"}],"environment":[]},{"id":"agent-access","name":"Agent access","description":"Fetches the start page as a browser and as ChatGPT-User, Claude-User, PerplexityBot and GPTBot, and compares what each gets: agents refused or challenged cannot read the site for their users.","category":"Access","scope":"origin","informational":false,"weight":0,"evidence":{"grade":"gate","source":"Ora/Vercel fetchability grid (agentready-org/standard data/fetchability.csv, Aug 2026): a 403 to agent user-agents stopped every client","fixKind":"gate"},"profiles":["base"],"codes":[{"code":"agent-access.agent-unreachable","meaning":"An agent could not load the start page at all while a browser could (subject: the agent)."},{"code":"agent-access.agent-challenged","meaning":"An agent gets a challenge page instead of the content (subject: the agent)."},{"code":"agent-access.agent-refused","meaning":"An agent is refused with an error status while a browser gets the page (subject: the agent)."},{"code":"agent-access.agent-different-status","meaning":"An agent gets another status class than a browser (subject: the agent)."},{"code":"agent-access.agent-different-page","meaning":"An agent gets another title or a page of very different size (subject: the agent)."},{"code":"agent-access.agent-same-page","meaning":"An agent gets the same page as a browser (subject: the agent)."},{"code":"agent-access.browser-not-2xx","meaning":"Even a browser User-Agent is not answered 2xx, so access cannot be compared (error)."},{"code":"agent-access.browser-challenged","meaning":"Even a browser User-Agent gets a challenge page, so access cannot be compared (error)."},{"code":"agent-access.all-blocked","meaning":"Every tested agent is refused or challenged while a browser gets the page."},{"code":"agent-access.all-same","meaning":"Every tested agent gets the same page as a browser."},{"code":"agent-access.all-same-login","meaning":"The browser and every tested agent get the same 401: the site asks everyone to sign in, agents are treated like people (info)."},{"code":"agent-access.fetch-failed","meaning":"A resource the check needs could not be fetched (timeout, refused target, broken response): the check is error.","statuses":["error"]},{"code":"agent-access.gather-failed","meaning":"Gathering what the check needs failed unexpectedly: the check is error.","statuses":["error"]},{"code":"agent-access.crashed","meaning":"The check itself failed while measuring: the check is error.","statuses":["error"]},{"code":"agent-access.scanner-blocked","meaning":"Not measured: the scanner was blocked (its start page was a challenge page), so what the check found missing may exist: the check is error, never a failure.","statuses":["error"]},{"code":"agent-access.findings-omitted","meaning":"The check reported more findings than a report keeps (50 per check, fewer where the report would pass 1 MB): the first are kept and this finding counts the rest.","statuses":["info"]}],"limits":[{"key":"htmlBytes","value":5242880,"unit":"bytes","meaning":"HTML page size"}],"environment":[]},{"id":"web-bot-auth","name":"Web Bot Auth key directory","description":"Looks for an HTTP Message Signatures key directory, which lets sites verify requests signed by this site's own bots and agents.","category":"Access","scope":"origin","informational":true,"weight":0,"evidence":{"grade":"emerging","source":"Emerging standard (draft-ietf-webbotauth): a bonus, never a penalty","fixKind":"coverage"},"profiles":[],"codes":[{"code":"web-bot-auth.file-absent","meaning":"The file answered 4xx: it is absent."},{"code":"web-bot-auth.file-server-error","meaning":"The file answered with a server error (5xx)."},{"code":"web-bot-auth.file-soft-404","meaning":"The server answered 2xx with a \\"not found\\" page instead of the file (a soft 404): it counts as absent."},{"code":"web-bot-auth.file-html","meaning":"An HTML page was served where the file was expected: it counts as absent."},{"code":"web-bot-auth.file-empty","meaning":"The file was served with an empty body."},{"code":"web-bot-auth.document-over-cap","meaning":"The document is larger than its cap (JSON documents 256 KiB, OpenAPI descriptions 16 MiB) and was not judged."},{"code":"web-bot-auth.document-unparseable","meaning":"The document does not parse (the finding gives the parser's error)."},{"code":"web-bot-auth.only-for-bots","meaning":"Web Bot Auth matters only for sites that run bots or agents of their own (shown when the directory is absent)."},{"code":"web-bot-auth.unreadable","meaning":"The signatures directory could not be read."},{"code":"web-bot-auth.no-keys","meaning":"The directory has no keys (a JWKS needs a non-empty \\"keys\\" array)."},{"code":"web-bot-auth.wrong-type","meaning":"The directory is not served as application/http-message-signatures-directory+json."},{"code":"web-bot-auth.incomplete-key","meaning":"A key lacks members needed to verify signatures (subject: the key's position)."},{"code":"web-bot-auth.no-usable-key","meaning":"No key in the directory is usable for verifying signatures."},{"code":"web-bot-auth.usable-keys","meaning":"The directory publishes usable keys."},{"code":"web-bot-auth.redirected","meaning":"The directory URL answers with a redirect; the directory drafts accept only a 200 from the URL itself."},{"code":"web-bot-auth.not-200","meaning":"The directory answers a 2xx other than 200; only 200 counts."},{"code":"web-bot-auth.kid-mismatch","meaning":"A key's kid is not its RFC 7638 JWK SHA-256 thumbprint, so verifiers that look keys up by thumbprint miss it (subject: the key's position)."},{"code":"web-bot-auth.expired-key","meaning":"A key's exp lies in the past, so it is not usable (subject: the key's position)."},{"code":"web-bot-auth.key-not-yet-valid","meaning":"A key's nbf lies in the future, so it is not usable yet (subject: the key's position)."},{"code":"web-bot-auth.key-alg-unregistered","meaning":"A key's alg is not in the HTTP Signature Algorithms registry (RFC 9421 \xA76.2.2), to which draft-ietf-webbotauth-httpsig-protocol-01 \xA7Directory Format restricts it (subject: the key's position)."},{"code":"web-bot-auth.directory-signed","meaning":"The directory response carries a possession proof that verifies: per key, an HTTP Message Signature tagged http-message-signatures-directory over \\"@authority\\";req and content-digest (draft-ietf-webbotauth-httpsig-protocol-01, Appendix: Validating the Domain Binding)."},{"code":"web-bot-auth.directory-signature-invalid","meaning":"A possession-proof signature on the directory response does not verify, lacks created/expires, is dated in the future or expired, or names no key of the directory (subject: its label)."},{"code":"web-bot-auth.directory-unsigned","meaning":"The directory response carries no possession proof (RECOMMENDED: verifiers need it to bind the keys to this domain, not to verify signatures)."},{"code":"web-bot-auth.agent-card","meaning":"The directory also describes the agent as a Signature Agent Card (draft-meunier-webbotauth-registry: OAuth client metadata with a web_bot_auth object); reported."},{"code":"web-bot-auth.agent-card-problems","meaning":"The Signature Agent Card members break the registry draft: both jwks and jwks_uri, a non-https jwks_uri or ips_uri, rfc9309-compliance not a boolean, or a trigger other than fetcher or crawler."},{"code":"web-bot-auth.fetch-failed","meaning":"A resource the check needs could not be fetched (timeout, refused target, broken response): the check is error.","statuses":["error"]},{"code":"web-bot-auth.gather-failed","meaning":"Gathering what the check needs failed unexpectedly: the check is error.","statuses":["error"]},{"code":"web-bot-auth.crashed","meaning":"The check itself failed while measuring: the check is error.","statuses":["error"]},{"code":"web-bot-auth.scanner-blocked","meaning":"Not measured: the scanner was blocked (its start page was a challenge page), so what the check found missing may exist: the check is error, never a failure.","statuses":["error"]},{"code":"web-bot-auth.findings-omitted","meaning":"The check reported more findings than a report keeps (50 per check, fewer where the report would pass 1 MB): the first are kept and this finding counts the rest.","statuses":["info"]}],"limits":[{"key":"jsonBytes","value":262144,"unit":"bytes","meaning":"JSON document size (metadata, cards, indexes)"}],"environment":[]},{"id":"markdown-negotiation","name":"Markdown content negotiation","description":"Asks for the page with Accept: text/markdown: agents read markdown with a fraction of the tokens HTML costs, and content negotiation lets them get it from the same URL.","category":"Content","scope":"page","informational":false,"weight":4,"evidence":{"grade":"B","source":"a14y ablations (72 Claude runs: discovery layer -47% tokens, answer quality flat); AFD spec 0.6 (agentdocsspec.com): truncation and conversion limits of coding agents","fixKind":"cost"},"profiles":["base"],"codes":[{"code":"markdown-negotiation.browser-gets-markdown","meaning":"A browser Accept header gets markdown instead of HTML."},{"code":"markdown-negotiation.variant-refused","meaning":"A markdown Accept header gets HTML, 406 or no markdown (subject: the Accept header)."},{"code":"markdown-negotiation.twin-only","meaning":"Only a markdown twin URL (.md) serves markdown; the page URL does not negotiate."},{"code":"markdown-negotiation.no-twin","meaning":"No markdown twin URL was found either."},{"code":"markdown-negotiation.variant-markdown","meaning":"A markdown Accept header gets markdown as text/markdown (subject: the Accept header)."},{"code":"markdown-negotiation.variant-mislabelled","meaning":"A markdown Accept header gets a markdown body labelled with another type (subject: the Accept header)."},{"code":"markdown-negotiation.variant-not-markdown","meaning":"One markdown Accept header gets no markdown although the other does (subject: the Accept header)."},{"code":"markdown-negotiation.no-vary-accept","meaning":"The negotiated responses do not carry Vary: Accept."},{"code":"markdown-negotiation.browser-gets-html","meaning":"A browser Accept header still gets HTML."},{"code":"markdown-negotiation.fetch-failed","meaning":"A resource the check needs could not be fetched (timeout, refused target, broken response): the check is error.","statuses":["error"]},{"code":"markdown-negotiation.gather-failed","meaning":"Gathering what the check needs failed unexpectedly: the check is error.","statuses":["error"]},{"code":"markdown-negotiation.crashed","meaning":"The check itself failed while measuring: the check is error.","statuses":["error"]},{"code":"markdown-negotiation.scanner-blocked","meaning":"Not measured: the scanner was blocked (its start page was a challenge page), so what the check found missing may exist: the check is error, never a failure.","statuses":["error"]},{"code":"markdown-negotiation.findings-omitted","meaning":"The check reported more findings than a report keeps (50 per check, fewer where the report would pass 1 MB): the first are kept and this finding counts the rest.","statuses":["info"]}],"limits":[{"key":"htmlBytes","value":5242880,"unit":"bytes","meaning":"HTML page size"}],"environment":[]},{"id":"server-rendered-content","name":"Server-rendered content","description":"Reads the raw HTML as an agent that does not run JavaScript would: the page's text and headings must be in the HTML, not added later by scripts. With a browser, measures what scripts add (words, headings, links, JSON-LD) against the rendered page.","category":"Content","scope":"page","informational":false,"weight":0,"evidence":{"grade":"gate","source":"Ora/Vercel fetchability grid (agentready-org/standard data/fetchability.csv, Aug 2026): JavaScript-only content stopped the plain fetch","fixKind":"gate"},"profiles":["base"],"codes":[{"code":"server-rendered-content.view-comparison","meaning":"What the raw HTML holds of the rendered page, in numbers: pass when it holds 90% or more of its words, headings and links and all its JSON-LD, info otherwise."},{"code":"server-rendered-content.js-only-text","meaning":"Scripts add more than 10% of the words of the rendered page: a crawler that runs no JavaScript misses them."},{"code":"server-rendered-content.js-only-headings","meaning":"Headings of the rendered page are missing from the raw HTML."},{"code":"server-rendered-content.js-only-links","meaning":"Links of the rendered page are missing from the raw HTML."},{"code":"server-rendered-content.js-only-json-ld","meaning":"JSON-LD blocks are added by script only: crawlers that read structured data from the HTML miss them."},{"code":"server-rendered-content.rendered-not-measured","meaning":"The rendered view was not measured (rendering off, no browser, or the page could not be rendered): only the raw HTML was judged."},{"code":"server-rendered-content.rendered-not-sent","meaning":"Requests the page tried to make while it rendered that were not sent: every method but GET (fetch, forms, sendBeacon), WebSockets, cross-origin reads that need a CORS preflight, third-party requests over the cap."},{"code":"server-rendered-content.meta-refresh","meaning":"The page redirects with a meta refresh, which agents do not follow."},{"code":"server-rendered-content.script-redirect","meaning":"The page is a script-only redirect: without JavaScript an agent sees an empty page."},{"code":"server-rendered-content.redirect-with-fallback","meaning":"The page is a redirect (meta refresh or script) with a fallback an agent can follow: a <noscript> meta refresh or a visible link."},{"code":"server-rendered-content.noscript-only","meaning":"The content is only inside <noscript>; the page otherwise has almost no text."},{"code":"server-rendered-content.app-shell","meaning":"The page is an application shell with under 100 characters of text before JavaScript runs."},{"code":"server-rendered-content.little-text","meaning":"The raw HTML holds under 100 characters of text."},{"code":"server-rendered-content.some-text","meaning":"The raw HTML holds 100\u2013500 characters of text."},{"code":"server-rendered-content.enough-text","meaning":"The raw HTML holds 500 characters of text or more."},{"code":"server-rendered-content.structured","meaning":"The text is organised in real headings or paragraphs."},{"code":"server-rendered-content.unstructured","meaning":"The text is not in headings or paragraphs (only generic containers)."},{"code":"server-rendered-content.page-http-status","meaning":"The page answered a status other than 2xx, so there is no content to measure."},{"code":"server-rendered-content.page-over-cap","meaning":"The page is larger than the cap for HTML and was not judged."},{"code":"server-rendered-content.page-structure-over-cap","meaning":"The page nests elements deeper, or holds more elements, than the caps for parsing HTML (512 levels, 400,000 elements) and was not judged."},{"code":"server-rendered-content.page-not-html","meaning":"The page did not answer HTML to a browser Accept header."},{"code":"server-rendered-content.fetch-failed","meaning":"A resource the check needs could not be fetched (timeout, refused target, broken response): the check is error.","statuses":["error"]},{"code":"server-rendered-content.gather-failed","meaning":"Gathering what the check needs failed unexpectedly: the check is error.","statuses":["error"]},{"code":"server-rendered-content.crashed","meaning":"The check itself failed while measuring: the check is error.","statuses":["error"]},{"code":"server-rendered-content.scanner-blocked","meaning":"Not measured: the scanner was blocked (its start page was a challenge page), so what the check found missing may exist: the check is error, never a failure.","statuses":["error"]},{"code":"server-rendered-content.findings-omitted","meaning":"The check reported more findings than a report keeps (50 per check, fewer where the report would pass 1 MB): the first are kept and this finding counts the rest.","statuses":["info"]}],"limits":[{"key":"renderBudgetMs","value":10000,"unit":"ms","meaning":"Rendered view time per page (with a browser)"},{"key":"renderRequests","value":150,"unit":"count","meaning":"Requests per rendered page"},{"key":"renderThirdPartyRequests","value":40,"unit":"count","meaning":"Third-party requests per audit in the rendered view"},{"key":"htmlBytes","value":5242880,"unit":"bytes","meaning":"HTML page size"},{"key":"pageDepth","value":512,"unit":"count","meaning":"Nesting depth parsed (Chromium's own limit)"},{"key":"pageElements","value":400000,"unit":"count","meaning":"Elements parsed per page"}],"environment":[{"name":"AGENTGAUGE_BROWSER","value":"path","meaning":"the Chromium or Chrome executable for the rendered view of a CLI audit with --browser (read in this order)"},{"name":"CHROME_PATH","value":"path","meaning":"the Chromium or Chrome executable for the rendered view of a CLI audit with --browser (read in this order)"},{"name":"AGENTGAUGE_RENDER_MEMORY_MB","value":"MB","meaning":"resident memory any one process of the rendered view's browser may hold (default 512); past it the browser is stopped and the page keeps to the raw view"}]},{"id":"structured-data","name":"Structured data","description":"Reads the page's JSON-LD: schema.org entities tell agents unambiguously who runs the site and what the page is about.","category":"Content","scope":"page","informational":false,"weight":1,"evidence":{"grade":"N","source":"Ahrefs JSON-LD study (1,885 pages against 4,000 controls): no lift on AI citations","fixKind":"coverage"},"profiles":["base"],"codes":[{"code":"structured-data.microdata-only","meaning":"The page has only microdata or RDFa, no JSON-LD."},{"code":"structured-data.none","meaning":"The page has no JSON-LD structured data."},{"code":"structured-data.block-unparseable","meaning":"A JSON-LD block does not parse (subject: the block; the finding gives the parse error)."},{"code":"structured-data.block-not-schema-org","meaning":"A JSON-LD block does not use the schema.org vocabulary (subject: the block)."},{"code":"structured-data.missing-site-entity","meaning":"The start page declares no Organization or WebSite."},{"code":"structured-data.missing-main-entity","meaning":"A page other than the start page declares no main entity (the page's own subject)."},{"code":"structured-data.entity-incomplete","meaning":"The entity wanted is declared without a name or without a url (the message names which is missing)."},{"code":"structured-data.entity-complete","meaning":"The entity wanted is declared with a name and a url."},{"code":"structured-data.page-http-status","meaning":"The page answered a status other than 2xx, so there is no content to measure."},{"code":"structured-data.page-over-cap","meaning":"The page is larger than the cap for HTML and was not judged."},{"code":"structured-data.page-structure-over-cap","meaning":"The page nests elements deeper, or holds more elements, than the caps for parsing HTML (512 levels, 400,000 elements) and was not judged."},{"code":"structured-data.page-not-html","meaning":"The page did not answer HTML to a browser Accept header."},{"code":"structured-data.fetch-failed","meaning":"A resource the check needs could not be fetched (timeout, refused target, broken response): the check is error.","statuses":["error"]},{"code":"structured-data.gather-failed","meaning":"Gathering what the check needs failed unexpectedly: the check is error.","statuses":["error"]},{"code":"structured-data.crashed","meaning":"The check itself failed while measuring: the check is error.","statuses":["error"]},{"code":"structured-data.scanner-blocked","meaning":"Not measured: the scanner was blocked (its start page was a challenge page), so what the check found missing may exist: the check is error, never a failure.","statuses":["error"]},{"code":"structured-data.findings-omitted","meaning":"The check reported more findings than a report keeps (50 per check, fewer where the report would pass 1 MB): the first are kept and this finding counts the rest.","statuses":["info"]}],"limits":[{"key":"htmlBytes","value":5242880,"unit":"bytes","meaning":"HTML page size"},{"key":"pageDepth","value":512,"unit":"count","meaning":"Nesting depth parsed (Chromium's own limit)"},{"key":"pageElements","value":400000,"unit":"count","meaning":"Elements parsed per page"}],"environment":[]},{"id":"page-metadata","name":"Page metadata","description":"Checks the title, description, language, canonical URL, Open Graph tags and charset that agents use to identify and summarise a page.","category":"Content","scope":"page","informational":false,"weight":1,"evidence":{"grade":"0","source":"No outcome study found","fixKind":"coverage"},"profiles":["base"],"codes":[{"code":"page-metadata.title-missing","meaning":"The page has no <title>."},{"code":"page-metadata.title-length","meaning":"The title is outside 10\u201370 characters."},{"code":"page-metadata.title-ok","meaning":"The title is 10\u201370 characters long."},{"code":"page-metadata.description-missing","meaning":"The page has no meta description."},{"code":"page-metadata.description-length","meaning":"The meta description is outside 50\u2013160 characters."},{"code":"page-metadata.description-ok","meaning":"The meta description is 50\u2013160 characters long."},{"code":"page-metadata.lang-missing","meaning":"The <html> element has no lang attribute."},{"code":"page-metadata.lang-invalid","meaning":"The lang attribute is not a BCP 47 language tag."},{"code":"page-metadata.lang-ok","meaning":"The page declares its language."},{"code":"page-metadata.canonical-missing","meaning":"The page declares no canonical URL."},{"code":"page-metadata.canonical-multiple","meaning":"The page declares several canonical URLs."},{"code":"page-metadata.canonical-other-host","meaning":"The canonical URL points to another host."},{"code":"page-metadata.canonical-relative","meaning":"The canonical URL is not an absolute URL."},{"code":"page-metadata.canonical-unchecked","meaning":"The canonical URL could not be checked."},{"code":"page-metadata.canonical-self","meaning":"The canonical URL is the page itself, absolute and on this host."},{"code":"page-metadata.canonical-not-2xx","meaning":"The canonical URL answers another status than 2xx."},{"code":"page-metadata.canonical-redirects","meaning":"The canonical URL redirects elsewhere."},{"code":"page-metadata.canonical-ok","meaning":"The canonical URL is absolute, on this host and answers 2xx."},{"code":"page-metadata.og-title-missing","meaning":"The page has no og:title."},{"code":"page-metadata.og-title-ok","meaning":"The page declares og:title."},{"code":"page-metadata.og-description-missing","meaning":"The page has no og:description."},{"code":"page-metadata.og-description-ok","meaning":"The page declares og:description."},{"code":"page-metadata.charset-meta","meaning":"The page declares its charset in a meta element."},{"code":"page-metadata.charset-header","meaning":"The Content-Type header declares the charset."},{"code":"page-metadata.charset-missing","meaning":"The page declares no charset."},{"code":"page-metadata.page-http-status","meaning":"The page answered a status other than 2xx, so there is no content to measure."},{"code":"page-metadata.page-over-cap","meaning":"The page is larger than the cap for HTML and was not judged."},{"code":"page-metadata.page-structure-over-cap","meaning":"The page nests elements deeper, or holds more elements, than the caps for parsing HTML (512 levels, 400,000 elements) and was not judged."},{"code":"page-metadata.page-not-html","meaning":"The page did not answer HTML to a browser Accept header."},{"code":"page-metadata.fetch-failed","meaning":"A resource the check needs could not be fetched (timeout, refused target, broken response): the check is error.","statuses":["error"]},{"code":"page-metadata.gather-failed","meaning":"Gathering what the check needs failed unexpectedly: the check is error.","statuses":["error"]},{"code":"page-metadata.crashed","meaning":"The check itself failed while measuring: the check is error.","statuses":["error"]},{"code":"page-metadata.scanner-blocked","meaning":"Not measured: the scanner was blocked (its start page was a challenge page), so what the check found missing may exist: the check is error, never a failure.","statuses":["error"]},{"code":"page-metadata.findings-omitted","meaning":"The check reported more findings than a report keeps (50 per check, fewer where the report would pass 1 MB): the first are kept and this finding counts the rest.","statuses":["info"]}],"limits":[{"key":"htmlBytes","value":5242880,"unit":"bytes","meaning":"HTML page size"},{"key":"pageDepth","value":512,"unit":"count","meaning":"Nesting depth parsed (Chromium's own limit)"},{"key":"pageElements","value":400000,"unit":"count","meaning":"Elements parsed per page"}],"environment":[]},{"id":"semantic-structure","name":"Semantic structure","description":"Checks the accessibility tree browsing agents act on: with a browser, the rendered page against the axe-core rules of Lighthouse's agent-accessibility-tree audit; without one, the headings, landmarks, alt texts, link names and form labels of the raw HTML.","category":"Content","scope":"page","informational":false,"weight":2,"evidence":{"grade":"C","source":"Mechanism: browsing agents read the accessibility tree (Playwright MCP snapshots)","fixKind":"coverage"},"profiles":["base"],"codes":[{"code":"semantic-structure.axe-button-name","meaning":"An element of the rendered page fails the axe-core rule button-name (subject: the element's selector)."},{"code":"semantic-structure.axe-input-button-name","meaning":"An element of the rendered page fails the axe-core rule input-button-name (subject: the element's selector)."},{"code":"semantic-structure.axe-input-image-alt","meaning":"An element of the rendered page fails the axe-core rule input-image-alt (subject: the element's selector)."},{"code":"semantic-structure.axe-label","meaning":"An element of the rendered page fails the axe-core rule label (subject: the element's selector)."},{"code":"semantic-structure.axe-link-name","meaning":"An element of the rendered page fails the axe-core rule link-name (subject: the element's selector)."},{"code":"semantic-structure.axe-select-name","meaning":"An element of the rendered page fails the axe-core rule select-name (subject: the element's selector)."},{"code":"semantic-structure.axe-document-title","meaning":"An element of the rendered page fails the axe-core rule document-title (subject: the element's selector)."},{"code":"semantic-structure.axe-aria-allowed-attr","meaning":"An element of the rendered page fails the axe-core rule aria-allowed-attr (subject: the element's selector)."},{"code":"semantic-structure.axe-aria-allowed-role","meaning":"An element of the rendered page fails the axe-core rule aria-allowed-role (subject: the element's selector)."},{"code":"semantic-structure.axe-aria-command-name","meaning":"An element of the rendered page fails the axe-core rule aria-command-name (subject: the element's selector)."},{"code":"semantic-structure.axe-aria-conditional-attr","meaning":"An element of the rendered page fails the axe-core rule aria-conditional-attr (subject: the element's selector)."},{"code":"semantic-structure.axe-aria-dialog-name","meaning":"An element of the rendered page fails the axe-core rule aria-dialog-name (subject: the element's selector)."},{"code":"semantic-structure.axe-aria-hidden-body","meaning":"An element of the rendered page fails the axe-core rule aria-hidden-body (subject: the element's selector)."},{"code":"semantic-structure.axe-aria-hidden-focus","meaning":"An element of the rendered page fails the axe-core rule aria-hidden-focus (subject: the element's selector)."},{"code":"semantic-structure.axe-aria-input-field-name","meaning":"An element of the rendered page fails the axe-core rule aria-input-field-name (subject: the element's selector)."},{"code":"semantic-structure.axe-aria-prohibited-attr","meaning":"An element of the rendered page fails the axe-core rule aria-prohibited-attr (subject: the element's selector)."},{"code":"semantic-structure.axe-aria-required-attr","meaning":"An element of the rendered page fails the axe-core rule aria-required-attr (subject: the element's selector)."},{"code":"semantic-structure.axe-aria-required-children","meaning":"An element of the rendered page fails the axe-core rule aria-required-children (subject: the element's selector)."},{"code":"semantic-structure.axe-aria-required-parent","meaning":"An element of the rendered page fails the axe-core rule aria-required-parent (subject: the element's selector)."},{"code":"semantic-structure.axe-aria-roles","meaning":"An element of the rendered page fails the axe-core rule aria-roles (subject: the element's selector)."},{"code":"semantic-structure.axe-aria-text","meaning":"An element of the rendered page fails the axe-core rule aria-text (subject: the element's selector)."},{"code":"semantic-structure.axe-aria-toggle-field-name","meaning":"An element of the rendered page fails the axe-core rule aria-toggle-field-name (subject: the element's selector)."},{"code":"semantic-structure.axe-aria-tooltip-name","meaning":"An element of the rendered page fails the axe-core rule aria-tooltip-name (subject: the element's selector)."},{"code":"semantic-structure.axe-aria-treeitem-name","meaning":"An element of the rendered page fails the axe-core rule aria-treeitem-name (subject: the element's selector)."},{"code":"semantic-structure.axe-aria-valid-attr","meaning":"An element of the rendered page fails the axe-core rule aria-valid-attr (subject: the element's selector)."},{"code":"semantic-structure.axe-aria-valid-attr-value","meaning":"An element of the rendered page fails the axe-core rule aria-valid-attr-value (subject: the element's selector)."},{"code":"semantic-structure.axe-duplicate-id-aria","meaning":"An element of the rendered page fails the axe-core rule duplicate-id-aria (subject: the element's selector)."},{"code":"semantic-structure.axe-definition-list","meaning":"An element of the rendered page fails the axe-core rule definition-list (subject: the element's selector)."},{"code":"semantic-structure.axe-table-duplicate-name","meaning":"An element of the rendered page fails the axe-core rule table-duplicate-name (subject: the element's selector)."},{"code":"semantic-structure.axe-tabindex","meaning":"An element of the rendered page fails the axe-core rule tabindex (subject: the element's selector)."},{"code":"semantic-structure.axe-autocomplete-valid","meaning":"An element of the rendered page fails the axe-core rule autocomplete-valid (subject: the element's selector)."},{"code":"semantic-structure.axe-presentation-role-conflict","meaning":"An element of the rendered page fails the axe-core rule presentation-role-conflict (subject: the element's selector)."},{"code":"semantic-structure.axe-svg-img-alt","meaning":"An element of the rendered page fails the axe-core rule svg-img-alt (subject: the element's selector)."},{"code":"semantic-structure.axe-passed","meaning":"No element of the rendered page fails any of the axe-core rules Lighthouse judges the accessibility tree with."},{"code":"semantic-structure.axe-not-run","meaning":"axe-core could not finish on the rendered page (budget spent or the page broke it): not measured, no points taken off; the structure of the page stands."},{"code":"semantic-structure.rendered-not-measured","meaning":"The rendered view was not measured (rendering off, no browser, or the page could not be rendered): only the raw HTML was judged."},{"code":"semantic-structure.one-h1","meaning":"The page has exactly one h1."},{"code":"semantic-structure.h1-count","meaning":"The page has no h1, or more than one."},{"code":"semantic-structure.heading-levels-ok","meaning":"No heading level is skipped."},{"code":"semantic-structure.skipped-heading-level","meaning":"A heading level is skipped (h2 followed by h4, ...)."},{"code":"semantic-structure.main-landmark","meaning":"The page has a main landmark."},{"code":"semantic-structure.no-main-landmark","meaning":"The page has no main landmark."},{"code":"semantic-structure.nav-landmark","meaning":"The page has a nav landmark."},{"code":"semantic-structure.no-nav-landmark","meaning":"The page has links but no nav landmark."},{"code":"semantic-structure.image-alts-ok","meaning":"At least 90% of the images have alt text."},{"code":"semantic-structure.image-alts-missing","meaning":"Fewer than 90% of the images have an alt attribute."},{"code":"semantic-structure.control-names-ok","meaning":"At least 95% of the links and buttons have discernible text."},{"code":"semantic-structure.control-names-missing","meaning":"Fewer than 95% of the links and buttons have discernible text."},{"code":"semantic-structure.form-labels-ok","meaning":"Every form control has a label."},{"code":"semantic-structure.form-labels-missing","meaning":"Some form controls have no label."},{"code":"semantic-structure.clickable-roles-ok","meaning":"Every clickable div or span declares a role."},{"code":"semantic-structure.clickable-without-role","meaning":"Some clickable div or span elements have no role."},{"code":"semantic-structure.page-http-status","meaning":"The page answered a status other than 2xx, so there is no content to measure."},{"code":"semantic-structure.page-over-cap","meaning":"The page is larger than the cap for HTML and was not judged."},{"code":"semantic-structure.page-structure-over-cap","meaning":"The page nests elements deeper, or holds more elements, than the caps for parsing HTML (512 levels, 400,000 elements) and was not judged."},{"code":"semantic-structure.page-not-html","meaning":"The page did not answer HTML to a browser Accept header."},{"code":"semantic-structure.fetch-failed","meaning":"A resource the check needs could not be fetched (timeout, refused target, broken response): the check is error.","statuses":["error"]},{"code":"semantic-structure.gather-failed","meaning":"Gathering what the check needs failed unexpectedly: the check is error.","statuses":["error"]},{"code":"semantic-structure.crashed","meaning":"The check itself failed while measuring: the check is error.","statuses":["error"]},{"code":"semantic-structure.scanner-blocked","meaning":"Not measured: the scanner was blocked (its start page was a challenge page), so what the check found missing may exist: the check is error, never a failure.","statuses":["error"]},{"code":"semantic-structure.findings-omitted","meaning":"The check reported more findings than a report keeps (50 per check, fewer where the report would pass 1 MB): the first are kept and this finding counts the rest.","statuses":["info"]}],"limits":[{"key":"renderBudgetMs","value":10000,"unit":"ms","meaning":"Rendered view time per page (with a browser)"},{"key":"renderRequests","value":150,"unit":"count","meaning":"Requests per rendered page"},{"key":"renderThirdPartyRequests","value":40,"unit":"count","meaning":"Third-party requests per audit in the rendered view"},{"key":"htmlBytes","value":5242880,"unit":"bytes","meaning":"HTML page size"},{"key":"pageDepth","value":512,"unit":"count","meaning":"Nesting depth parsed (Chromium's own limit)"},{"key":"pageElements","value":400000,"unit":"count","meaning":"Elements parsed per page"}],"environment":[{"name":"AGENTGAUGE_BROWSER","value":"path","meaning":"the Chromium or Chrome executable for the rendered view of a CLI audit with --browser (read in this order)"},{"name":"CHROME_PATH","value":"path","meaning":"the Chromium or Chrome executable for the rendered view of a CLI audit with --browser (read in this order)"},{"name":"AGENTGAUGE_RENDER_MEMORY_MB","value":"MB","meaning":"resident memory any one process of the rendered view's browser may hold (default 512); past it the browser is stopped and the page keeps to the raw view"}]},{"id":"content-efficiency","name":"Content efficiency","description":"Estimates what the page costs an agent: HTML size, how much of it is text, tokens, and how far into the document the main content starts.","category":"Content","scope":"page","informational":false,"weight":4,"evidence":{"grade":"B","source":"AFD spec 0.6 (agentdocsspec.com): truncation and conversion limits of coding agents: content after the truncation point is lost","fixKind":"cost"},"profiles":["docs"],"codes":[{"code":"content-efficiency.token-cost","meaning":"What the page costs an agent in tokens, as HTML and as text."},{"code":"content-efficiency.markdown-twin","meaning":"A markdown version exists (negotiated or a .md twin), so agents need not read the HTML."},{"code":"content-efficiency.text-share-ok","meaning":"Text is at least 10% of the HTML."},{"code":"content-efficiency.low-text-share","meaning":"Text is under 10% of the HTML and there is no markdown version (fails under 3%)."},{"code":"content-efficiency.html-size-ok","meaning":"The HTML is under 500 KB."},{"code":"content-efficiency.html-large","meaning":"The HTML is 500 KB or more (fails over 2 MB)."},{"code":"content-efficiency.main-content-early","meaning":"The main content starts in the first 10% of the document."},{"code":"content-efficiency.main-content-late","meaning":"The main content starts after the first 10% of the document (fails after half)."},{"code":"content-efficiency.no-main-content","meaning":"The page has neither a <main> with text nor an <h1>, so where its content starts was not judged."},{"code":"content-efficiency.page-http-status","meaning":"The page answered a status other than 2xx, so there is no content to measure."},{"code":"content-efficiency.page-over-cap","meaning":"The page is larger than the cap for HTML and was not judged."},{"code":"content-efficiency.page-structure-over-cap","meaning":"The page nests elements deeper, or holds more elements, than the caps for parsing HTML (512 levels, 400,000 elements) and was not judged."},{"code":"content-efficiency.page-not-html","meaning":"The page did not answer HTML to a browser Accept header."},{"code":"content-efficiency.fetch-failed","meaning":"A resource the check needs could not be fetched (timeout, refused target, broken response): the check is error.","statuses":["error"]},{"code":"content-efficiency.gather-failed","meaning":"Gathering what the check needs failed unexpectedly: the check is error.","statuses":["error"]},{"code":"content-efficiency.crashed","meaning":"The check itself failed while measuring: the check is error.","statuses":["error"]},{"code":"content-efficiency.scanner-blocked","meaning":"Not measured: the scanner was blocked (its start page was a challenge page), so what the check found missing may exist: the check is error, never a failure.","statuses":["error"]},{"code":"content-efficiency.findings-omitted","meaning":"The check reported more findings than a report keeps (50 per check, fewer where the report would pass 1 MB): the first are kept and this finding counts the rest.","statuses":["info"]}],"limits":[{"key":"htmlBytes","value":5242880,"unit":"bytes","meaning":"HTML page size"},{"key":"pageDepth","value":512,"unit":"count","meaning":"Nesting depth parsed (Chromium's own limit)"},{"key":"pageElements","value":400000,"unit":"count","meaning":"Elements parsed per page"}],"environment":[]},{"id":"http-semantics","name":"HTTP semantics","description":"Checks HTTPS, the http\u2192https redirect, real 404s for unknown paths, short redirect chains and HSTS: the HTTP behaviour agents rely on to trust and interpret answers.","category":"Content","scope":"origin","informational":false,"weight":4,"evidence":{"grade":"B","source":"AFD spec 0.6 (agentdocsspec.com): truncation and conversion limits of coding agents: redirects and soft 404s cost agents steps and mislead them","fixKind":"cost"},"profiles":["base"],"codes":[{"code":"http-semantics.https","meaning":"The site is served over HTTPS."},{"code":"http-semantics.https-same-host","meaning":"HTTPS answers on the same host as the http:// start URL."},{"code":"http-semantics.no-https","meaning":"The site is not served over HTTPS."},{"code":"http-semantics.certificate-error","meaning":"HTTPS answers with a certificate error."},{"code":"http-semantics.no-https-answer","meaning":"No HTTPS answers on this host."},{"code":"http-semantics.http-redirects","meaning":"http:// redirects to https://."},{"code":"http-semantics.start-not-upgraded","meaning":"The http:// start URL is served without redirecting to https://."},{"code":"http-semantics.http-not-upgraded","meaning":"http:// answers without redirecting to https://."},{"code":"http-semantics.no-plain-http","meaning":"Plain http:// does not answer on this host, so there is nothing to redirect."},{"code":"http-semantics.real-404","meaning":"Unknown paths answer 404."},{"code":"http-semantics.no-real-404","meaning":"Unknown paths answer 2xx (soft 404) or another status than 404."},{"code":"http-semantics.redirects-ok","meaning":"The start URL reaches its page in at most 2 redirects."},{"code":"http-semantics.too-many-redirects","meaning":"The start URL takes more than 2 redirects to reach its page."},{"code":"http-semantics.hsts","meaning":"HTTPS responses send Strict-Transport-Security."},{"code":"http-semantics.no-hsts","meaning":"HTTPS responses carry no Strict-Transport-Security header."},{"code":"http-semantics.hsts-no-max-age","meaning":"Strict-Transport-Security has no positive max-age."},{"code":"http-semantics.hsts-short","meaning":"The HSTS max-age is under one year."},{"code":"http-semantics.every-unknown-path-2xx","meaning":"The check fails because every unknown path answers 2xx."},{"code":"http-semantics.fails-without-https","meaning":"The check fails because the site has no working HTTPS."},{"code":"http-semantics.fetch-failed","meaning":"A resource the check needs could not be fetched (timeout, refused target, broken response): the check is error.","statuses":["error"]},{"code":"http-semantics.gather-failed","meaning":"Gathering what the check needs failed unexpectedly: the check is error.","statuses":["error"]},{"code":"http-semantics.crashed","meaning":"The check itself failed while measuring: the check is error.","statuses":["error"]},{"code":"http-semantics.scanner-blocked","meaning":"Not measured: the scanner was blocked (its start page was a challenge page), so what the check found missing may exist: the check is error, never a failure.","statuses":["error"]},{"code":"http-semantics.findings-omitted","meaning":"The check reported more findings than a report keeps (50 per check, fewer where the report would pass 1 MB): the first are kept and this finding counts the rest.","statuses":["info"]}],"limits":[],"environment":[]},{"id":"openapi","name":"OpenAPI description","description":"A valid, advertised OpenAPI description with operation ids and summaries lets an agent call your API without guessing.","category":"Actions","scope":"origin","informational":false,"weight":6,"evidence":{"grade":"A","source":"WebMall-Interfaces (arXiv 2511.23281) and Beyond Browsing (arXiv 2410.16464): API/MCP interfaces raise task success and cut tokens","fixKind":"coverage"},"profiles":["api"],"codes":[{"code":"openapi.file-absent","meaning":"The file answered 4xx: it is absent."},{"code":"openapi.file-server-error","meaning":"The file answered with a server error (5xx)."},{"code":"openapi.file-soft-404","meaning":"The server answered 2xx with a \\"not found\\" page instead of the file (a soft 404): it counts as absent."},{"code":"openapi.file-html","meaning":"An HTML page was served where the file was expected: it counts as absent."},{"code":"openapi.file-empty","meaning":"The file was served with an empty body."},{"code":"openapi.document-over-cap","meaning":"The document is larger than its cap (JSON documents 256 KiB, OpenAPI descriptions 16 MiB) and was not judged."},{"code":"openapi.document-unparseable","meaning":"The document does not parse (the finding gives the parser's error)."},{"code":"openapi.server-answers","meaning":"The first servers URL answers HTTP (any status below 500)."},{"code":"openapi.server-unreachable","meaning":"The first servers URL does not answer, or answers 5xx."},{"code":"openapi.operation-answers","meaning":"A safe GET operation answers with a declared status, a declared content type and a body valid against the declared schema (subject: its URL)."},{"code":"openapi.operation-body-unchecked","meaning":"A safe GET operation answers with a declared status and content type, but its body was not fully validated: the declared schema is over a compile budget, or some of its patterns cannot run in linear time (the detail names the budget; not a failure; subject: its URL)."},{"code":"openapi.operation-wrong-status","meaning":"A safe GET operation answers a status the description does not declare (subject: its URL)."},{"code":"openapi.operation-wrong-content-type","meaning":"A safe GET operation answers a content type the description does not declare for that status (subject: its URL)."},{"code":"openapi.operation-invalid-body","meaning":"A safe GET operation answers a body that is not valid against the declared schema (subject: its URL)."},{"code":"openapi.operation-unreachable","meaning":"A safe GET operation could not be called (connection refused, name not found, network; subject: its URL)."},{"code":"openapi.operation-not-measured","meaning":"A safe GET operation, or the servers URL, was called but not measured: the audit's own limits (its time budget, its target rules) ended the call; no points lost (subject: its URL)."},{"code":"openapi.no-safe-operations","meaning":"No GET operation without required parameters and security requirements to call (at most 3 are called)."},{"code":"openapi.not-a-description","meaning":"A candidate parses but is not an OpenAPI description (subject: its URL)."},{"code":"openapi.other-description","meaning":"A candidate is a description of another kind (OpenRPC, AsyncAPI, an MCP server card), not OpenAPI: reported, not a failure (subject: its URL)."},{"code":"openapi.not-found","meaning":"No OpenAPI description was found, advertised or at the usual paths (the detail lists what was tried)."},{"code":"openapi.swagger-2","meaning":"The description is Swagger 2.0, not OpenAPI 3.x."},{"code":"openapi.not-3x","meaning":"The description declares an OpenAPI version that is not 3.x."},{"code":"openapi.found","meaning":"An OpenAPI 3.x description was found (subject: its URL)."},{"code":"openapi.validation-crashed","meaning":"Structural validation could not finish."},{"code":"openapi.validation-errors","meaning":"The description fails structural validation."},{"code":"openapi.valid","meaning":"The description passes structural validation against the OpenAPI schema."},{"code":"openapi.no-paths","meaning":"The description has no paths."},{"code":"openapi.operations-described","meaning":"Every operation has an operationId and a summary or description."},{"code":"openapi.operations-undescribed","meaning":"Some operations lack an operationId or a summary/description."},{"code":"openapi.not-advertised","meaning":"The description was found only by probing a common path."},{"code":"openapi.advertised","meaning":"The description is advertised by the API catalog or a Link header (subject: its URL)."},{"code":"openapi.advertised-unfetchable","meaning":"An advertised service-desc could not be fetched (subject: its URL)."},{"code":"openapi.fetch-failed","meaning":"A resource the check needs could not be fetched (timeout, refused target, broken response): the check is error.","statuses":["error"]},{"code":"openapi.gather-failed","meaning":"Gathering what the check needs failed unexpectedly: the check is error.","statuses":["error"]},{"code":"openapi.crashed","meaning":"The check itself failed while measuring: the check is error.","statuses":["error"]},{"code":"openapi.scanner-blocked","meaning":"Not measured: the scanner was blocked (its start page was a challenge page), so what the check found missing may exist: the check is error, never a failure.","statuses":["error"]},{"code":"openapi.findings-omitted","meaning":"The check reported more findings than a report keeps (50 per check, fewer where the report would pass 1 MB): the first are kept and this finding counts the rest.","statuses":["info"]}],"limits":[{"key":"openapiBytes","value":16777216,"unit":"bytes","meaning":"OpenAPI description size"},{"key":"openapiValidationMs","value":2000,"unit":"ms","meaning":"OpenAPI validation time"},{"key":"openapiOperations","value":3,"unit":"count","meaning":"Safe GET operations called"},{"key":"openapiAdvertised","value":5,"unit":"count","meaning":"Advertised description locations fetched"},{"key":"schemaCompileUnits","value":1000,"unit":"count","meaning":"Schema keywords compiled per schema (each $ref target once)"},{"key":"schemaCompileMs","value":5000,"unit":"ms","meaning":"Schema compile time per audit"},{"key":"sitePatternChars","value":4096,"unit":"count","meaning":"Characters of a schema pattern run"},{"key":"sitePatternWork","value":20000000,"unit":"count","meaning":"Pattern work per response body validated (input characters \xD7 RE2 instructions)"}],"environment":[]},{"id":"mcp-server","name":"MCP server","description":"A discoverable MCP server card and a live Streamable HTTP endpoint let agents find and call your tools directly.","category":"Actions","scope":"origin","informational":false,"weight":6,"evidence":{"grade":"A","source":"WebMall-Interfaces (arXiv 2511.23281) and Beyond Browsing (arXiv 2410.16464): API/MCP interfaces raise task success and cut tokens; MCP tool-description smells (arXiv 2602.14878)","fixKind":"coverage"},"profiles":["mcp"],"codes":[{"code":"mcp-server.file-absent","meaning":"The file answered 4xx: it is absent."},{"code":"mcp-server.file-server-error","meaning":"The file answered with a server error (5xx)."},{"code":"mcp-server.file-soft-404","meaning":"The server answered 2xx with a \\"not found\\" page instead of the file (a soft 404): it counts as absent."},{"code":"mcp-server.file-html","meaning":"An HTML page was served where the file was expected: it counts as absent."},{"code":"mcp-server.file-empty","meaning":"The file was served with an empty body."},{"code":"mcp-server.document-over-cap","meaning":"The document is larger than its cap (JSON documents 256 KiB, OpenAPI descriptions 16 MiB) and was not judged."},{"code":"mcp-server.document-unparseable","meaning":"The document does not parse (the finding gives the parser's error)."},{"code":"mcp-server.tools-valid","meaning":"Every listed tool has a unique valid name, a description an agent can choose by, an inputSchema that compiles, and annotations where it changes things."},{"code":"mcp-server.tool-names-invalid","meaning":"Some tool names are not 1\u2013128 characters of A\u2013Z, a\u2013z, 0\u20139, _, - and . (MCP server/tools \xA7Tool names)."},{"code":"mcp-server.tool-names-duplicate","meaning":"Some tool names are listed more than once: an agent cannot tell the tools apart."},{"code":"mcp-server.tools-undescribed","meaning":"Some tools have no description, or one that only repeats the name: an agent cannot choose by it."},{"code":"mcp-server.tool-schemas-invalid","meaning":"Some tools have no inputSchema, or one that is not a JSON Schema object that compiles (the detail names each with the compiler's reason)."},{"code":"mcp-server.tool-schemas-unchecked","meaning":"Some tools' inputSchemas were not compiled because they are over a compile budget (the detail names each and the budget): not the site's error, and no points lost."},{"code":"mcp-server.tool-annotations-missing","meaning":"Some tools whose names say they change things (create, delete, send, \u2026) carry no annotations (readOnlyHint, destructiveHint)."},{"code":"mcp-server.card-tools-disagree","meaning":"The server card lists tools the endpoint does not, or the endpoint lists tools the card does not."},{"code":"mcp-server.list-failed","meaning":"The server declares resources or prompts, but resources/list or prompts/list failed (subject: the method)."},{"code":"mcp-server.list-caching","meaning":"The list results carry caching hints, reported as sent: ttlMs (how long a client may consider the result fresh) and cacheScope (public or private) (MCP 2026-07-28 server/utilities/caching)."},{"code":"mcp-server.list-caching-invalid","meaning":"A 2026-07-28 list result lacks the caching hints the revision requires, or gives invalid ones: ttlMs an integer of at least 0, cacheScope \\"public\\" or \\"private\\" (server/utilities/caching \xA7Cacheable Results)."},{"code":"mcp-server.paid-tools","meaning":"Tools declare payments (SEP-2007, the draft payment extension: a \\"payment\\" array on the tool; a call without payment is answered with error -32402); recognised and never called by the audit."},{"code":"mcp-server.payment-required","meaning":"The endpoint answered a request of the audit with the payment challenge -32402 (SEP-2007 \xA71.3)."},{"code":"mcp-server.catalog-entry-unusable","meaning":"An AI catalog lists a card entry api-catalog judges unusable (both \\"url\\" and \\"data\\", or neither): it is no card source; the finding names api-catalog's (ai-catalog-entries-incomplete, and ai-catalog-invalid when the catalog has no usable entry)."},{"code":"mcp-server.card-incomplete","meaning":"A server card misses required fields, has another $schema than the current server-card schema, or a name not in namespace/name form (subject: the card URL)."},{"code":"mcp-server.catalog-invalid","meaning":"The AI Catalog at /.well-known/ai-catalog.json does not parse, so no card can be found through it (api-catalog judges the catalog)."},{"code":"mcp-server.card-legacy-path","meaning":"A valid server card was found only at a legacy path (subject: the card URL)."},{"code":"mcp-server.card-valid","meaning":"A valid server card is published at a current location (subject: the card URL)."},{"code":"mcp-server.no-valid-card","meaning":"No valid MCP server card was found."},{"code":"mcp-server.card-fetch-failed","meaning":"A card location could not be fetched while another answer was enough to judge (subject: its URL)."},{"code":"mcp-server.live","meaning":"The endpoint answers server/discover (2026-07-28) or initialize (2025 revisions) over Streamable HTTP and lists tools; the message names the revision."},{"code":"mcp-server.no-tools","meaning":"The endpoint answers server/discover or initialize, but tools/list returns no tools."},{"code":"mcp-server.auth-metadata","meaning":"The endpoint requires OAuth and points at valid protected resource metadata."},{"code":"mcp-server.auth-without-metadata","meaning":"The endpoint answers 401 without usable protected resource metadata."},{"code":"mcp-server.auth-chain-complete","meaning":"From the 401 challenge, a client walks to a token: the protected resource metadata lists authorization servers whose metadata, jwks_uri, authorization and token endpoints answer as OAuth says, with PKCE S256."},{"code":"mcp-server.auth-chain-broken","meaning":"The OAuth chain from the 401 challenge breaks (the detail names each broken link; oauth-discovery and oauth-protected-resource carry the evidence)."},{"code":"mcp-server.auth-chain-not-walked","meaning":"The OAuth chain from the 401 challenge was not walked (beyond the authorization servers walked per audit, or it could not be gathered)."},{"code":"mcp-server.no-endpoint","meaning":"No MCP endpoint answers at the endpoint named by the card, or at /mcp."},{"code":"mcp-server.tools-list-failed","meaning":"The endpoint answers server/discover or initialize, but tools/list failed."},{"code":"mcp-server.endpoint-broken","meaning":"Something answered at the endpoint, but the MCP exchange failed."},{"code":"mcp-server.endpoint-not-measured","meaning":"The MCP endpoint was called but not measured: the audit's own limits (its time budget, its target rules) ended the call; the card's verdict stands, no endpoint points counted."},{"code":"mcp-server.discover-failed","meaning":"The endpoint answered the 2026-07-28 server/discover request with neither JSON-RPC nor an error a 2025-era server gives."},{"code":"mcp-server.header-mismatch","meaning":"The endpoint speaks MCP 2026-07-28 and validates the standard headers, but refused a request of the audit with HeaderMismatch (400, -32020); the audit sends Mcp-Method and Mcp-Name as the revision requires (basic/transports/streamable-http \xA7Server Validation)."},{"code":"mcp-server.fetch-failed","meaning":"A resource the check needs could not be fetched (timeout, refused target, broken response): the check is error.","statuses":["error"]},{"code":"mcp-server.gather-failed","meaning":"Gathering what the check needs failed unexpectedly: the check is error.","statuses":["error"]},{"code":"mcp-server.crashed","meaning":"The check itself failed while measuring: the check is error.","statuses":["error"]},{"code":"mcp-server.scanner-blocked","meaning":"Not measured: the scanner was blocked (its start page was a challenge page), so what the check found missing may exist: the check is error, never a failure.","statuses":["error"]},{"code":"mcp-server.findings-omitted","meaning":"The check reported more findings than a report keeps (50 per check, fewer where the report would pass 1 MB): the first are kept and this finding counts the rest.","statuses":["info"]}],"limits":[{"key":"jsonBytes","value":262144,"unit":"bytes","meaning":"JSON document size (metadata, cards, indexes)"},{"key":"mcpTools","value":200,"unit":"count","meaning":"Tools judged from tools/list"},{"key":"mcpToolPages","value":3,"unit":"count","meaning":"tools/list pages read (resources/list and prompts/list: the first)"},{"key":"toolSchemaBytes","value":65536,"unit":"bytes","meaning":"Tool inputSchema size compiled"},{"key":"toolSchemaDepth","value":32,"unit":"count","meaning":"Tool inputSchema nesting compiled"},{"key":"schemaCompileUnits","value":1000,"unit":"count","meaning":"Schema keywords compiled per schema (each $ref target once)"},{"key":"schemaCompileMs","value":5000,"unit":"ms","meaning":"Schema compile time per audit"}],"environment":[]},{"id":"a2a-agent-card","name":"A2A agent card","description":"An A2A agent card tells other agents what your agent does, how to reach it and which skills it offers.","category":"Actions","scope":"origin","informational":false,"weight":0,"evidence":{"grade":"emerging","source":"Emerging standard (A2A 1.0): a bonus, never a penalty","fixKind":"coverage"},"profiles":["agent"],"codes":[{"code":"a2a-agent-card.file-absent","meaning":"The file answered 4xx: it is absent."},{"code":"a2a-agent-card.file-server-error","meaning":"The file answered with a server error (5xx)."},{"code":"a2a-agent-card.file-soft-404","meaning":"The server answered 2xx with a \\"not found\\" page instead of the file (a soft 404): it counts as absent."},{"code":"a2a-agent-card.file-html","meaning":"An HTML page was served where the file was expected: it counts as absent."},{"code":"a2a-agent-card.file-empty","meaning":"The file was served with an empty body."},{"code":"a2a-agent-card.document-over-cap","meaning":"The document is larger than its cap (JSON documents 256 KiB, OpenAPI descriptions 16 MiB) and was not judged."},{"code":"a2a-agent-card.document-unparseable","meaning":"The document does not parse (the finding gives the parser's error)."},{"code":"a2a-agent-card.interface-answers","meaning":"The interface answered a GetTask for an unknown task with its binding's task-not-found error (A2A 1.0 \xA75.4, \xA79, \xA711; subject: the interface URL)."},{"code":"a2a-agent-card.interface-absent","meaning":"Nothing A2A answers at a declared interface (404, 405, 410 or an HTML page; subject: the interface URL)."},{"code":"a2a-agent-card.interface-not-a2a","meaning":"A declared interface answered, but not as its binding says (subject: the interface URL)."},{"code":"a2a-agent-card.interface-version-mismatch","meaning":"A declared interface refused the version the card declares, or answered with another A2A-Version (A2A 1.0 \xA73.6.2; subject: the interface URL)."},{"code":"a2a-agent-card.interface-unreachable","meaning":"A declared interface could not be reached (connection refused, name not found, network; subject: the interface URL)."},{"code":"a2a-agent-card.interface-not-measured","meaning":"A declared interface was called but not measured: the audit's own limits (its time budget, its target rules) ended the call; no points lost (subject: the interface URL)."},{"code":"a2a-agent-card.interface-not-probed","meaning":"A declared interface was not called: a binding the audit does not speak (gRPC), or over the audit's budget (subject: the interface URL)."},{"code":"a2a-agent-card.interface-secured","meaning":"The interface answered the unauthenticated call with 401 and a challenge matching a scheme the card requires: a live secured interface (A2A 1.0 \xA77.4, \xA73.3.2; subject: the interface URL)."},{"code":"a2a-agent-card.interface-auth-unchallenged","meaning":"The interface answered 401, as the card's security requires, but without a WWW-Authenticate challenge matching the declared scheme (A2A 1.0 \xA77.4, \xA73.3.2; subject: the interface URL)."},{"code":"a2a-agent-card.interface-auth-undeclared","meaning":"The interface answered 401, but the card declares no securitySchemes/securityRequirements, so a client cannot know how to authenticate (subject: the interface URL)."},{"code":"a2a-agent-card.catalog-entry-unusable","meaning":"An AI catalog lists a card entry api-catalog judges unusable (both \\"url\\" and \\"data\\", or neither): it is no card source; the finding names api-catalog's (ai-catalog-entries-incomplete, and ai-catalog-invalid when the catalog has no usable entry)."},{"code":"a2a-agent-card.card-via-catalog","meaning":"The card was found only through an AI catalog entry (A2A 1.0 \xA78.2: registries and catalogs); clients that read only /.well-known/agent-card.json will not find it."},{"code":"a2a-agent-card.not-found","meaning":"No A2A agent card was found."},{"code":"a2a-agent-card.not-an-object","meaning":"The agent card is not a JSON object."},{"code":"a2a-agent-card.not-a-card","meaning":"The document is JSON but not an A2A agent card (no name, skills or interfaces)."},{"code":"a2a-agent-card.complete","meaning":"The card has every A2A 1.0 required field."},{"code":"a2a-agent-card.missing-fields","meaning":"The card lacks some A2A 1.0 required fields (the detail lists them)."},{"code":"a2a-agent-card.v03-shape","meaning":"The card has the A2A 0.3 shape (a top-level url, no supportedInterfaces)."},{"code":"a2a-agent-card.legacy-path","meaning":"The card is served only at the legacy path /.well-known/agent.json."},{"code":"a2a-agent-card.fetch-failed","meaning":"A resource the check needs could not be fetched (timeout, refused target, broken response): the check is error.","statuses":["error"]},{"code":"a2a-agent-card.gather-failed","meaning":"Gathering what the check needs failed unexpectedly: the check is error.","statuses":["error"]},{"code":"a2a-agent-card.crashed","meaning":"The check itself failed while measuring: the check is error.","statuses":["error"]},{"code":"a2a-agent-card.scanner-blocked","meaning":"Not measured: the scanner was blocked (its start page was a challenge page), so what the check found missing may exist: the check is error, never a failure.","statuses":["error"]},{"code":"a2a-agent-card.findings-omitted","meaning":"The check reported more findings than a report keeps (50 per check, fewer where the report would pass 1 MB): the first are kept and this finding counts the rest.","statuses":["info"]}],"limits":[{"key":"jsonBytes","value":262144,"unit":"bytes","meaning":"JSON document size (metadata, cards, indexes)"},{"key":"a2aInterfaces","value":3,"unit":"count","meaning":"Declared interfaces called"}],"environment":[]},{"id":"agent-skills","name":"Agent skills","description":"An Agent Skills Discovery index lists the skills agents can load to work with your product, with digests to verify them.","category":"Actions","scope":"origin","informational":false,"weight":0,"evidence":{"grade":"emerging","source":"Emerging standard (Agent Skills Discovery 0.2.0): a bonus, never a penalty","fixKind":"coverage"},"profiles":["docs","mcp","agent"],"codes":[{"code":"agent-skills.file-absent","meaning":"The file answered 4xx: it is absent."},{"code":"agent-skills.file-server-error","meaning":"The file answered with a server error (5xx)."},{"code":"agent-skills.file-soft-404","meaning":"The server answered 2xx with a \\"not found\\" page instead of the file (a soft 404): it counts as absent."},{"code":"agent-skills.file-html","meaning":"An HTML page was served where the file was expected: it counts as absent."},{"code":"agent-skills.file-empty","meaning":"The file was served with an empty body."},{"code":"agent-skills.document-over-cap","meaning":"The document is larger than its cap (JSON documents 256 KiB, OpenAPI descriptions 16 MiB) and was not judged."},{"code":"agent-skills.document-unparseable","meaning":"The document does not parse (the finding gives the parser's error)."},{"code":"agent-skills.no-skills","meaning":"The index has no skills (a non-empty \\"skills\\" array is required)."},{"code":"agent-skills.legacy-path","meaning":"The index is served only at the legacy path /.well-known/skills/index.json."},{"code":"agent-skills.legacy-shape","meaning":"The index has the legacy 0.1.0 shape (no \\"$schema\\", or \\"files\\" lists)."},{"code":"agent-skills.invalid-entries","meaning":"Some skill entries are invalid (name, type, description, url or digest)."},{"code":"agent-skills.entries-valid","meaning":"Every skill entry is valid."},{"code":"agent-skills.urls-broken","meaning":"Some sampled skill URLs do not answer 2xx."},{"code":"agent-skills.digest-mismatch","meaning":"Some sampled skills do not match their sha256 digest."},{"code":"agent-skills.digests-match","meaning":"Sampled skills answer and match their sha256 digest."},{"code":"agent-skills.over-cap","meaning":"Some sampled skills are over 5 MiB, so their digests were not verified."},{"code":"agent-skills.files-shape","meaning":"The RFC's 0.2.0 files shape (files[{path, digest}])."},{"code":"agent-skills.linked-index","meaning":"A rel=\\"agent-skills-index\\" link, followed as a hint only."},{"code":"agent-skills.fetch-failed","meaning":"A resource the check needs could not be fetched (timeout, refused target, broken response): the check is error.","statuses":["error"]},{"code":"agent-skills.gather-failed","meaning":"Gathering what the check needs failed unexpectedly: the check is error.","statuses":["error"]},{"code":"agent-skills.crashed","meaning":"The check itself failed while measuring: the check is error.","statuses":["error"]},{"code":"agent-skills.scanner-blocked","meaning":"Not measured: the scanner was blocked (its start page was a challenge page), so what the check found missing may exist: the check is error, never a failure.","statuses":["error"]},{"code":"agent-skills.findings-omitted","meaning":"The check reported more findings than a report keeps (50 per check, fewer where the report would pass 1 MB): the first are kept and this finding counts the rest.","statuses":["info"]}],"limits":[{"key":"jsonBytes","value":262144,"unit":"bytes","meaning":"JSON document size (metadata, cards, indexes)"},{"key":"skillSamples","value":5,"unit":"count","meaning":"Skill files sampled for digests"}],"environment":[]},{"id":"oauth-discovery","name":"OAuth discovery","description":"Authorization server metadata (RFC 8414 or OpenID Connect) lets an agent find where to obtain tokens on its user's behalf, with PKCE.","category":"Actions","scope":"origin","informational":false,"weight":2,"evidence":{"grade":"C","source":"Mechanism: MCP authorization (2025-06-18 and later) discovers the authorization server here","fixKind":"coverage"},"profiles":["api","mcp","agent"],"codes":[{"code":"oauth-discovery.file-absent","meaning":"The file answered 4xx: it is absent."},{"code":"oauth-discovery.file-server-error","meaning":"The file answered with a server error (5xx)."},{"code":"oauth-discovery.file-soft-404","meaning":"The server answered 2xx with a \\"not found\\" page instead of the file (a soft 404): it counts as absent."},{"code":"oauth-discovery.file-html","meaning":"An HTML page was served where the file was expected: it counts as absent."},{"code":"oauth-discovery.file-empty","meaning":"The file was served with an empty body."},{"code":"oauth-discovery.document-over-cap","meaning":"The document is larger than its cap (JSON documents 256 KiB, OpenAPI descriptions 16 MiB) and was not judged."},{"code":"oauth-discovery.document-unparseable","meaning":"The document does not parse (the finding gives the parser's error)."},{"code":"oauth-discovery.not-an-object","meaning":"The metadata is not a JSON object, so it is discarded."},{"code":"oauth-discovery.issuer-mismatch","meaning":"issuer differs from the issuer the metadata URL was built from (RFC 8414 \xA73.3: discard it)."},{"code":"oauth-discovery.missing-authorization-endpoint","meaning":"authorization_endpoint is missing or not an absolute URL."},{"code":"oauth-discovery.missing-token-endpoint","meaning":"token_endpoint is missing or not an absolute URL."},{"code":"oauth-discovery.missing-response-types-supported","meaning":"response_types_supported is missing or malformed (required by RFC 8414)."},{"code":"oauth-discovery.no-pkce-s256","meaning":"code_challenge_methods_supported does not include S256 (PKCE)."},{"code":"oauth-discovery.missing-scopes-supported","meaning":"scopes_supported is missing or malformed (recommended by RFC 8414)."},{"code":"oauth-discovery.missing-jwks-uri","meaning":"jwks_uri is missing (required by OpenID Connect Discovery 1.0)."},{"code":"oauth-discovery.missing-subject-types-supported","meaning":"subject_types_supported is missing (required by OpenID Connect Discovery 1.0)."},{"code":"oauth-discovery.missing-id-token-signing-alg-values-supported","meaning":"id_token_signing_alg_values_supported is missing (required by OpenID Connect Discovery 1.0)."},{"code":"oauth-discovery.jwks-valid","meaning":"jwks_uri answers a JWK Set (RFC 7517 \xA75) with at least one public key."},{"code":"oauth-discovery.jwks-invalid","meaning":"jwks_uri is missing, does not answer a JWK Set, holds no key, or publishes private key members."},{"code":"oauth-discovery.authorization-endpoint-answers","meaning":"The authorization endpoint answers a PKCE S256 request for an unknown client with a page, a redirect or an RFC 6749 error."},{"code":"oauth-discovery.authorization-endpoint-broken","meaning":"The authorization endpoint answers a PKCE S256 request with 404, a 5xx, or neither a page nor an RFC 6749 error."},{"code":"oauth-discovery.token-endpoint-answers","meaning":"The token endpoint answers an invalid authorization code with RFC 6749 \xA75.2 error JSON (400 or 401)."},{"code":"oauth-discovery.token-endpoint-broken","meaning":"The token endpoint does not answer an invalid authorization code with RFC 6749 \xA75.2 error JSON."},{"code":"oauth-discovery.chain-unreachable","meaning":"An endpoint of the chain could not be reached (network; subject: its URL)."},{"code":"oauth-discovery.chain-not-measured","meaning":"An endpoint of the chain was not measured: the audit's own limits (its time budget, its target rules) ended the call; no points lost (subject: its URL)."},{"code":"oauth-discovery.registration","meaning":"How clients register, as the metadata says (dynamic registration, client ID metadata documents, or neither); read, never exercised."},{"code":"oauth-discovery.valid","meaning":"The metadata is valid: issuer matches, endpoints and response types listed, PKCE S256 supported."},{"code":"oauth-discovery.issuer-ok","meaning":"The metadata has the right issuer (the other findings say what it lacks)."},{"code":"oauth-discovery.other-unfetchable","meaning":"The second metadata document could not be fetched; one valid document is enough (subject: its URL)."},{"code":"oauth-discovery.other-absent","meaning":"There is no second metadata document; one valid document is enough (subject: its URL)."},{"code":"oauth-discovery.other-invalid","meaning":"A second metadata document is published but invalid (subject: its URL)."},{"code":"oauth-discovery.auth-md-valid","meaning":"auth.md is valid, and agent_auth (if any) points at it.","statuses":["pass"]},{"code":"oauth-discovery.auth-md-title","meaning":"auth.md H1 without \\"auth.md\\".","statuses":["info"]},{"code":"oauth-discovery.auth-md-problems","meaning":"auth.md of another type, or without H1.","statuses":["warn"]},{"code":"oauth-discovery.auth-md-advertised-html","meaning":"An advertised auth.md answers HTML or an error.","statuses":["warn"]},{"code":"oauth-discovery.agent-auth-problems","meaning":"agent_auth lacks an absolute registration endpoint or identity types, or a matching skill.","statuses":["warn"]},{"code":"oauth-discovery.agent-auth-fields","meaning":"Unknown agent_auth fields.","statuses":["info"]},{"code":"oauth-discovery.agent-auth-misplaced","meaning":"agent_auth on the resource metadata.","statuses":["warn"]},{"code":"oauth-discovery.agent-auth-identity-assertion","meaning":"agent_auth lists identity_assertion among identity_types_supported but has no identity_assertion object whose assertion_types_supported names the assertions it accepts (ID-JAG, verified_email; auth.md Step 1b, Step 2).","statuses":["warn"]},{"code":"oauth-discovery.auth-md-alone","meaning":"A valid auth.md without valid OAuth metadata.","statuses":["warn"]},{"code":"oauth-discovery.dcr-only","meaning":"The authorization server offers Dynamic Client Registration (registration_endpoint) but not Client ID Metadata Documents (client_id_metadata_document_supported): DCR is deprecated by MCP 2026-07-28 in favour of CIMD; information only, no points lost."},{"code":"oauth-discovery.via-protected-resource","meaning":"The valid metadata is that of an authorization server the protected resource metadata names (RFC 9728 authorization_servers), found with RFC 8414 \xA73.1 path insertion where the issuer has a path."},{"code":"oauth-discovery.fetch-failed","meaning":"A resource the check needs could not be fetched (timeout, refused target, broken response): the check is error.","statuses":["error"]},{"code":"oauth-discovery.gather-failed","meaning":"Gathering what the check needs failed unexpectedly: the check is error.","statuses":["error"]},{"code":"oauth-discovery.crashed","meaning":"The check itself failed while measuring: the check is error.","statuses":["error"]},{"code":"oauth-discovery.scanner-blocked","meaning":"Not measured: the scanner was blocked (its start page was a challenge page), so what the check found missing may exist: the check is error, never a failure.","statuses":["error"]},{"code":"oauth-discovery.findings-omitted","meaning":"The check reported more findings than a report keeps (50 per check, fewer where the report would pass 1 MB): the first are kept and this finding counts the rest.","statuses":["info"]}],"limits":[{"key":"jsonBytes","value":262144,"unit":"bytes","meaning":"JSON document size (metadata, cards, indexes)"},{"key":"authMdFiles","value":3,"unit":"count","meaning":"auth.md locations fetched"}],"environment":[]},{"id":"oauth-protected-resource","name":"OAuth protected resource metadata","description":"Protected resource metadata (RFC 9728) tells an agent that meets a 401 which authorization server to use and which scopes to ask for.","category":"Actions","scope":"origin","informational":false,"weight":2,"evidence":{"grade":"C","source":"Mechanism: RFC 9728 metadata is how MCP clients find how to authenticate","fixKind":"coverage"},"profiles":["api","mcp"],"codes":[{"code":"oauth-protected-resource.file-absent","meaning":"The file answered 4xx: it is absent."},{"code":"oauth-protected-resource.file-server-error","meaning":"The file answered with a server error (5xx)."},{"code":"oauth-protected-resource.file-soft-404","meaning":"The server answered 2xx with a \\"not found\\" page instead of the file (a soft 404): it counts as absent."},{"code":"oauth-protected-resource.file-html","meaning":"An HTML page was served where the file was expected: it counts as absent."},{"code":"oauth-protected-resource.file-empty","meaning":"The file was served with an empty body."},{"code":"oauth-protected-resource.document-over-cap","meaning":"The document is larger than its cap (JSON documents 256 KiB, OpenAPI descriptions 16 MiB) and was not judged."},{"code":"oauth-protected-resource.document-unparseable","meaning":"The document does not parse (the finding gives the parser's error)."},{"code":"oauth-protected-resource.unusable","meaning":"The metadata is not a JSON object, or its \\"resource\\" is missing or not this resource (subject: its URL)."},{"code":"oauth-protected-resource.resource","meaning":"The metadata names its resource."},{"code":"oauth-protected-resource.no-authorization-servers","meaning":"No authorization server is listed."},{"code":"oauth-protected-resource.authorization-server-invalid","meaning":"A listed authorization server has no valid metadata (subject: the issuer)."},{"code":"oauth-protected-resource.authorization-servers-valid","meaning":"Authorization server metadata is valid for the listed issuers."},{"code":"oauth-protected-resource.no-scopes","meaning":"scopes_supported is missing or empty."},{"code":"oauth-protected-resource.scopes","meaning":"scopes_supported lists scopes."},{"code":"oauth-protected-resource.other-invalid","meaning":"Another metadata document this resource points to is invalid (subject: its URL)."},{"code":"oauth-protected-resource.chain-complete","meaning":"A client can walk from this resource to a token at a listed authorization server: its metadata, jwks_uri, authorization and token endpoints answer as OAuth says and PKCE S256 is advertised (subject: the issuer)."},{"code":"oauth-protected-resource.chain-broken","meaning":"The chain from this resource to a token breaks at a listed authorization server (subject: the issuer; the detail names each broken link, whose evidence oauth-discovery carries when it judged that server)."},{"code":"oauth-protected-resource.chain-not-walked","meaning":"A listed authorization server's chain was not walked: beyond the authorization servers walked per audit (subject: the issuer)."},{"code":"oauth-protected-resource.fetch-failed","meaning":"A resource the check needs could not be fetched (timeout, refused target, broken response): the check is error.","statuses":["error"]},{"code":"oauth-protected-resource.gather-failed","meaning":"Gathering what the check needs failed unexpectedly: the check is error.","statuses":["error"]},{"code":"oauth-protected-resource.crashed","meaning":"The check itself failed while measuring: the check is error.","statuses":["error"]},{"code":"oauth-protected-resource.scanner-blocked","meaning":"Not measured: the scanner was blocked (its start page was a challenge page), so what the check found missing may exist: the check is error, never a failure.","statuses":["error"]},{"code":"oauth-protected-resource.findings-omitted","meaning":"The check reported more findings than a report keeps (50 per check, fewer where the report would pass 1 MB): the first are kept and this finding counts the rest.","statuses":["info"]}],"limits":[{"key":"jsonBytes","value":262144,"unit":"bytes","meaning":"JSON document size (metadata, cards, indexes)"}],"environment":[]},{"id":"webmcp","name":"WebMCP tools","description":"Looks for the WebMCP tools browser agents can call: tools a page registers at run time through document.modelContext (rendered view, with a browser) and forms annotated with toolname and tooldescription.","category":"Actions","scope":"page","informational":true,"weight":0,"evidence":{"grade":"emerging","source":"Emerging standard (WebMCP CG draft): a bonus, never a penalty","fixKind":"coverage"},"profiles":["agent"],"codes":[{"code":"webmcp.registered-tool","meaning":"A tool registered at run time has a valid name, a description, a valid inputSchema and described parameters (subject: the tool name)."},{"code":"webmcp.tool-name-invalid","meaning":"A tool registered at run time has no name, or one that is not 1\u2013128 characters of A\u2013Z, a\u2013z, 0\u20139, _, . and - (subject: the name)."},{"code":"webmcp.tool-name-duplicate","meaning":"Several tools share one name, so an agent cannot tell which it calls (subject: the name)."},{"code":"webmcp.tool-description-missing","meaning":"A tool registered at run time has no description, which the WebMCP draft's registerTool() rejects (subject: the tool name)."},{"code":"webmcp.tool-execute-missing","meaning":"A tool registered at run time has no execute function, so calling it cannot work (subject: the tool name)."},{"code":"webmcp.schema-invalid","meaning":"A tool's inputSchema is not a valid JSON Schema (subject: the tool name)."},{"code":"webmcp.schema-unchecked","meaning":"A tool's inputSchema was not compiled because it is over a compile budget (the detail names it): not the site's error, and no points lost (subject: the tool name)."},{"code":"webmcp.form-without-tool","meaning":"Forms of the rendered page carry no toolname and tooldescription, so agents cannot call them as tools."},{"code":"webmcp.older-api","meaning":"Tools are registered through a form the current WebMCP draft no longer has (navigator.modelContext, provideContext): in a browser that ships WebMCP the call throws, and the tools are not registered."},{"code":"webmcp.origin-trial-expired","meaning":"A WebMCP origin-trial token (Origin-Trial header or <meta http-equiv=\\"origin-trial\\">) has expired: tools registered through it no longer exist in visitors' browsers (Chrome's WebMCP trial ended 2026-11-17)."},{"code":"webmcp.origin-trial-active","meaning":"A WebMCP origin-trial token for this origin is in force until its expiry (reported, not scored)."},{"code":"webmcp.origin-trial-other-origin","meaning":"A WebMCP origin-trial token names another origin, so it enables nothing on this page."},{"code":"webmcp.origin-trial-undecodable","meaning":"An origin-trial token does not decode as Chrome's token format (version byte, signature, payload length, JSON payload)."},{"code":"webmcp.rendered-not-measured","meaning":"The rendered view was not measured (rendering off, no browser, or the page could not be rendered): only the raw HTML was judged."},{"code":"webmcp.tool-undescribed","meaning":"A form declares a toolname without a tooldescription, so it is not registered as a tool (subject: the tool name)."},{"code":"webmcp.params-undescribed","meaning":"A tool has parameters without a description (subject: the tool name)."},{"code":"webmcp.tool","meaning":"A tool is declared with a description and described parameters (subject: the tool name)."},{"code":"webmcp.script-only","meaning":"Scripts reference modelContext, but no form declares a tool in static HTML (raw view only)."},{"code":"webmcp.none","meaning":"The page declares no WebMCP tools (with a browser: registers none at run time either)."},{"code":"webmcp.page-http-status","meaning":"The page answered a status other than 2xx, so there is no content to measure."},{"code":"webmcp.page-over-cap","meaning":"The page is larger than the cap for HTML and was not judged."},{"code":"webmcp.page-structure-over-cap","meaning":"The page nests elements deeper, or holds more elements, than the caps for parsing HTML (512 levels, 400,000 elements) and was not judged."},{"code":"webmcp.page-not-html","meaning":"The page did not answer HTML to a browser Accept header."},{"code":"webmcp.fetch-failed","meaning":"A resource the check needs could not be fetched (timeout, refused target, broken response): the check is error.","statuses":["error"]},{"code":"webmcp.gather-failed","meaning":"Gathering what the check needs failed unexpectedly: the check is error.","statuses":["error"]},{"code":"webmcp.crashed","meaning":"The check itself failed while measuring: the check is error.","statuses":["error"]},{"code":"webmcp.scanner-blocked","meaning":"Not measured: the scanner was blocked (its start page was a challenge page), so what the check found missing may exist: the check is error, never a failure.","statuses":["error"]},{"code":"webmcp.findings-omitted","meaning":"The check reported more findings than a report keeps (50 per check, fewer where the report would pass 1 MB): the first are kept and this finding counts the rest.","statuses":["info"]}],"limits":[{"key":"renderBudgetMs","value":10000,"unit":"ms","meaning":"Rendered view time per page (with a browser)"},{"key":"renderRequests","value":150,"unit":"count","meaning":"Requests per rendered page"},{"key":"renderThirdPartyRequests","value":40,"unit":"count","meaning":"Third-party requests per audit in the rendered view"},{"key":"toolSchemaBytes","value":65536,"unit":"bytes","meaning":"Tool inputSchema size compiled"},{"key":"toolSchemaDepth","value":32,"unit":"count","meaning":"Tool inputSchema nesting compiled"},{"key":"schemaCompileUnits","value":1000,"unit":"count","meaning":"Schema keywords compiled per schema (each $ref target once)"},{"key":"schemaCompileMs","value":5000,"unit":"ms","meaning":"Schema compile time per audit"},{"key":"htmlBytes","value":5242880,"unit":"bytes","meaning":"HTML page size"},{"key":"pageDepth","value":512,"unit":"count","meaning":"Nesting depth parsed (Chromium's own limit)"},{"key":"pageElements","value":400000,"unit":"count","meaning":"Elements parsed per page"}],"environment":[{"name":"AGENTGAUGE_BROWSER","value":"path","meaning":"the Chromium or Chrome executable for the rendered view of a CLI audit with --browser (read in this order)"},{"name":"CHROME_PATH","value":"path","meaning":"the Chromium or Chrome executable for the rendered view of a CLI audit with --browser (read in this order)"},{"name":"AGENTGAUGE_RENDER_MEMORY_MB","value":"MB","meaning":"resident memory any one process of the rendered view's browser may hold (default 512); past it the browser is stopped and the page keeps to the raw view"}]},{"id":"product-data","name":"Product data","description":"Reads Product JSON-LD: shopping agents compare name, image, price, currency and availability from it without scraping the page.","category":"Commerce","scope":"page","informational":false,"weight":1,"evidence":{"grade":"0","source":"No outcome study found","fixKind":"coverage"},"profiles":["commerce"],"codes":[{"code":"product-data.block-unparseable","meaning":"A JSON-LD block does not parse, so any product in it is lost (subject: the block)."},{"code":"product-data.microdata-only","meaning":"The page has Product microdata but no Product JSON-LD."},{"code":"product-data.no-product","meaning":"The page has no Product structured data."},{"code":"product-data.product-complete","meaning":"A product has name, image, offers, a numeric price, an ISO 4217 currency and availability (subject: its name)."},{"code":"product-data.product-incomplete","meaning":"A product lacks properties or has malformed ones (subject: its name)."},{"code":"product-data.page-http-status","meaning":"The page answered a status other than 2xx, so there is no content to measure."},{"code":"product-data.page-over-cap","meaning":"The page is larger than the cap for HTML and was not judged."},{"code":"product-data.page-structure-over-cap","meaning":"The page nests elements deeper, or holds more elements, than the caps for parsing HTML (512 levels, 400,000 elements) and was not judged."},{"code":"product-data.page-not-html","meaning":"The page did not answer HTML to a browser Accept header."},{"code":"product-data.fetch-failed","meaning":"A resource the check needs could not be fetched (timeout, refused target, broken response): the check is error.","statuses":["error"]},{"code":"product-data.gather-failed","meaning":"Gathering what the check needs failed unexpectedly: the check is error.","statuses":["error"]},{"code":"product-data.crashed","meaning":"The check itself failed while measuring: the check is error.","statuses":["error"]},{"code":"product-data.scanner-blocked","meaning":"Not measured: the scanner was blocked (its start page was a challenge page), so what the check found missing may exist: the check is error, never a failure.","statuses":["error"]},{"code":"product-data.findings-omitted","meaning":"The check reported more findings than a report keeps (50 per check, fewer where the report would pass 1 MB): the first are kept and this finding counts the rest.","statuses":["info"]}],"limits":[{"key":"htmlBytes","value":5242880,"unit":"bytes","meaning":"HTML page size"},{"key":"pageDepth","value":512,"unit":"count","meaning":"Nesting depth parsed (Chromium's own limit)"},{"key":"pageElements","value":400000,"unit":"count","meaning":"Elements parsed per page"}],"environment":[]},{"id":"commerce-protocols","name":"Agent commerce protocols","description":"Commerce protocols (UCP, ACP, x402, MPP, AP2) let agents discover how to buy from you and pay programmatically.","category":"Commerce","scope":"origin","informational":false,"weight":0,"evidence":{"grade":"emerging","source":"Emerging standards (UCP, ACP, x402, MPP, AP2): a bonus, never a penalty","fixKind":"coverage"},"profiles":["commerce"],"codes":[{"code":"commerce-protocols.protocol-valid","meaning":"A commerce protocol was discovered and is valid for its spec (subject: the protocol, and the URL of a 402)."},{"code":"commerce-protocols.protocol-shape-errors","meaning":"A commerce protocol was discovered with shape errors (subject: the protocol, and the URL of a 402)."},{"code":"commerce-protocols.document-unparseable","meaning":"A discovery document does not parse (subject: the protocol)."},{"code":"commerce-protocols.document-over-cap","meaning":"A discovery document is over the 256 KiB cap and was not judged (subject: the protocol)."},{"code":"commerce-protocols.unknown-402","meaning":"A 402 answer carries neither x402 requirements nor an MPP Payment challenge (subject: its URL)."},{"code":"commerce-protocols.none","meaning":"No agent commerce protocol was found (UCP, ACP, x402, MPP or AP2)."},{"code":"commerce-protocols.valid-protocols","meaning":"The protocols discovered and valid."},{"code":"commerce-protocols.draft-discovery","meaning":"A discovery mechanism that is still a draft (the ACP well-known file, the x402 manifest) was found: reported as such (subject: the protocol)."},{"code":"commerce-protocols.fetch-failed","meaning":"A resource the check needs could not be fetched (timeout, refused target, broken response): the check is error.","statuses":["error"]},{"code":"commerce-protocols.gather-failed","meaning":"Gathering what the check needs failed unexpectedly: the check is error.","statuses":["error"]},{"code":"commerce-protocols.crashed","meaning":"The check itself failed while measuring: the check is error.","statuses":["error"]},{"code":"commerce-protocols.scanner-blocked","meaning":"Not measured: the scanner was blocked (its start page was a challenge page), so what the check found missing may exist: the check is error, never a failure.","statuses":["error"]},{"code":"commerce-protocols.findings-omitted","meaning":"The check reported more findings than a report keeps (50 per check, fewer where the report would pass 1 MB): the first are kept and this finding counts the rest.","statuses":["info"]}],"limits":[{"key":"jsonBytes","value":262144,"unit":"bytes","meaning":"JSON document size (metadata, cards, indexes)"}],"environment":[]}]`);
  const ids = new Set(entries.map((entry) => entry.id));
  return { entries, isCheckId: (id) => ids.has(id) };
}

// bin/cli/connection.ts
var ENVIRONMENT_HELP = `Environment:
  AGENTGAUGE_API_KEY  organization API key (same as --api-key)
  AGENTGAUGE_URL      base URL of your Agent Gauge service (same as --base-url; no default: commands over the
                      API need it, e.g. https://gauge.example.com)
  NO_COLOR            set to any value to turn colours off
  ${DNS_SERVERS_ENV}   local audits: DNS servers (host:port,\u2026) for every lookup, DNS-AID included (same as --dns-server)
  ${DNS_TRUST_AD_ENV}  1: trust the DNSSEC AD bit of a resolver that is not on loopback`;
var NO_SERVICE_URL = "no Agent Gauge service named: set AGENTGAUGE_URL (or pass --base-url) to the address of your service, e.g. https://gauge.example.com";
function addConnectionOptions(command) {
  return command.addOption(new Option("--api-key <key>", "organization API key").env("AGENTGAUGE_API_KEY")).addOption(new Option("--base-url <url>", "base URL of your Agent Gauge service (no default)").env("AGENTGAUGE_URL")).addOption(new Option("--url <url>", "the same as --base-url").hideHelp());
}
function serviceUrlOf(flags) {
  return flags.url?.trim() || flags.baseUrl?.trim() || void 0;
}
function connectionFrom(flags) {
  const apiKey = flags.apiKey?.trim();
  if (!apiKey) return null;
  const baseUrl = serviceUrlOf(flags);
  if (!baseUrl) throw usageError(NO_SERVICE_URL);
  let parsed;
  try {
    parsed = new URL(baseUrl);
  } catch {
    throw usageError(`--base-url "${baseUrl}" is not a URL (e.g. https://gauge.example.com)`);
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") {
    throw usageError(`--base-url must be an http(s) URL, not ${parsed.protocol}`);
  }
  return { apiKey, baseUrl: parsed.href };
}
function requireConnection(flags) {
  const connection = connectionFrom(flags);
  if (!connection) {
    const service = serviceUrlOf(flags) ? "" : ", and AGENTGAUGE_URL (or --base-url) to your service";
    throw usageError(`this command needs an API key: pass --api-key or set AGENTGAUGE_API_KEY${service}`);
  }
  return connection;
}

// bin/cli/help.ts
function examples(...lines) {
  const body = lines.map(([command, what]) => `  # ${what}
  $ ${command}`).join("\n\n");
  return `
Examples:
${body}
`;
}
function sections(...parts) {
  return parts.map((part) => part.startsWith("\n") ? part : `
${part}
`).join("");
}

// bin/cli/parse-flags.ts
function integerFlag(min, max) {
  return (value) => {
    const parsed = Number(value.trim());
    if (value.trim() === "" || !Number.isInteger(parsed) || parsed < min || parsed > max) {
      throw new InvalidArgumentError(`Expected an integer from ${min} to ${max}.`);
    }
    return parsed;
  };
}
function parseCheckIds(value) {
  const ids = value.split(",").map((id) => id.trim()).filter((id) => id !== "");
  if (ids.length === 0) throw new InvalidArgumentError("Name at least one check id.");
  return [...new Set(ids)];
}
function parsePreset(value, previous = []) {
  const name = value.trim().toLowerCase();
  if (!isPresetName(name)) throw new InvalidArgumentError(`Expected one of ${PRESET_NAMES.join(", ")} (see "agentgauge checks --presets").`);
  return [...previous, name];
}
function parseAgent(value) {
  const id = value.trim().toLowerCase();
  if (!isAgentProfileId(id)) throw new InvalidArgumentError(`Expected one of ${AGENT_PROFILE_IDS.join(", ")}.`);
  return id;
}
function parseProfile(value) {
  const profile = value.trim().toLowerCase();
  if (!REQUESTABLE_PROFILES.includes(profile)) {
    throw new InvalidArgumentError(`Expected one of ${REQUESTABLE_PROFILES.join(", ")}.`);
  }
  return profile;
}
function parsePrivateTargetsFlag(value) {
  try {
    const parsed = parsePrivateTargets(value);
    return typeof parsed === "boolean" ? parsed : [...parsed];
  } catch (error) {
    throw new InvalidArgumentError(error.message);
  }
}

// bin/cli/audit-settings.ts
var import_node_fs4 = __toESM(require_node_fs(), 1);
var import_node_path2 = __toESM(require_node_path(), 1);
function checkedTargetUrl(input) {
  const parsed = parseStartUrl(input);
  if (parsed.ok) return parsed.url.href;
  if (parsed.problem === "scheme") {
    const scheme = input.trim().slice(0, input.trim().indexOf(":") + 1);
    throw new CliError(EXIT.targetRefused, `target refused by the "scheme" rule: only http: and https: URLs can be audited, not ${scheme}`);
  }
  throw usageError(`"${input}" is not a valid URL (e.g. https://example.com/)`);
}
function localBrowser(setting) {
  const found = findBrowser(setting === true ? null : setting);
  if (found) return found;
  if (setting !== true) throw usageError(`--browser ${setting}: no such file (name a Chromium or Chrome executable)`);
  throw usageError(
    `--browser: no local Chromium or Chrome was found; name one with --browser <path>, or set ${BROWSER_ENV.join(" or ")} to its executable`
  );
}
function knownChecks(ids, catalog) {
  const unknown = ids.filter((id) => !catalog.isCheckId(id));
  if (unknown.length > 0) {
    throw usageError(`--checks: unknown check id${unknown.length > 1 ? "s" : ""} ${unknown.join(", ")} (run "agentgauge checks" for the list)`);
  }
  return [...ids];
}
function outputOf(value, format) {
  const separator = value.indexOf(":");
  const prefix = separator > 0 ? value.slice(0, separator) : "";
  if (FORMATS.includes(prefix)) {
    if (separator === value.length - 1) throw usageError(`--output "${value}": name a file after "${prefix}:"`);
    return { format: prefix, file: value.slice(separator + 1) };
  }
  return { format, file: value };
}
function formatOf(flags, fromFile) {
  if (flags.json && flags.format && flags.format !== "json") {
    throw usageError(`--json is --format json; it cannot be combined with --format ${flags.format}`);
  }
  return flags.json ? "json" : flags.format ?? fromFile ?? "text";
}
async function resolveAuditSettings(inputs, flags, catalog) {
  const wantsFile = flags.config !== void 0 || (0, import_node_fs4.existsSync)((0, import_node_path2.resolve)("agentgauge.config.json"));
  const file = wantsFile ? (await import("./chunks/config-file-6YGP5MBN.mjs")).readConfigFile(flags.config, catalog.isCheckId) : null;
  const checks = flags.checks ? knownChecks(flags.checks, catalog) : file?.checks;
  const fromFlags = (flags.assert ?? []).map((source) => parseAssertion(source, catalog.isCheckId));
  const minScore = flags.minScore ?? file?.minScore;
  const presets = flags.preset ?? file?.preset ?? [];
  const assertions = mergeAssertions(
    presetsAssertions(presets, catalog.isCheckId),
    file?.assertions ?? [],
    minScore === void 0 ? [] : [parseAssertion(`score=${minScore}`, catalog.isCheckId, "--min-score")],
    fromFlags
  );
  if (checks) {
    const excluded = assertions.find((a) => a.target.kind === "check" && !a.preset && !checks.includes(a.target.checkId));
    if (excluded) throw usageError(`--assert "${excluded.source}": ${excluded.source.split("=")[0]} is not among the checks this run measures (--checks)`);
  }
  const rawUrls = inputs.length > 0 ? inputs : file?.urls ?? [];
  if (rawUrls.length === 0) throw usageError('name a URL to audit (or list "urls" in agentgauge.config.json)');
  const urls = [...new Set(rawUrls.map(checkedTargetUrl))];
  const local = flags.local ?? file?.local ?? false;
  const connection = local ? null : connectionFrom({ apiKey: flags.apiKey, url: flags.url, baseUrl: flags.baseUrl ?? file?.baseUrl });
  const maxPages2 = flags.maxPages ?? file?.maxPages;
  const allowPrivateTargets = flags.allowPrivateTargets ?? file?.allowPrivateTargets ?? false;
  const dnsServers = flags.dnsServer;
  const browserSetting = flags.browser ?? file?.browser ?? false;
  if (connection) {
    const localOnly = [
      ["--max-pages", maxPages2 !== void 0, "the Agent Gauge service audits the start page only"],
      ["--dns-server", dnsServers !== void 0, "the Agent Gauge service uses its own resolvers"],
      ["--allow-private-targets", allowPrivateTargets !== false, "the Agent Gauge service audits public targets only"],
      ["--browser", browserSetting !== false, "the Agent Gauge service renders with its own browsers"]
    ];
    const misplaced = localOnly.find(([, set]) => set);
    if (misplaced) throw usageError(`${misplaced[0]} works only with --local (${misplaced[2]})`);
  }
  const render = browserSetting === false ? void 0 : { browser: localBrowser(browserSetting) };
  const baseline = flags.baseline ?? file?.baseline ?? null;
  const failOnRegression = flags.failOnRegression ?? file?.failOnRegression ?? false;
  if (failOnRegression && baseline === null) throw usageError("--fail-on-regression needs --baseline <report.json> to compare with");
  if (baseline === LATEST && !connection) {
    throw usageError(
      "--baseline latest compares with the latest scan on the service: it needs remote mode (an API key and AGENTGAUGE_URL, without --local)"
    );
  }
  const format = formatOf(flags, file?.format);
  const outputs = (flags.output ?? file?.output ?? []).map((value) => outputOf(value, format));
  return {
    urls,
    connection,
    localByDefault: !local && connection === null,
    engine: {
      checks,
      profile: flags.profile ?? file?.profile,
      timeout: flags.timeout ?? file?.timeout,
      retries: flags.retries ?? file?.retries,
      maxPages: maxPages2,
      allowPrivateTargets,
      ...render ? { render } : {},
      ...dnsServers !== void 0 ? { dnsServers } : {},
      ...connection === null && file?.journeys?.length ? { journeys: file.journeys } : {}
    },
    format,
    outputs,
    assertions: checks ? assertions.filter((a) => a.target.kind !== "check" || checks.includes(a.target.checkId)) : assertions,
    strict: flags.strict ?? file?.strict ?? false,
    baseline,
    failOnRegression,
    agent: flags.agent ?? null
  };
}

// bin/cli/audit-command.ts
var { timeout, retries, maxPages } = OPTION_LIMITS;
var AUDIT_HELP = sections(
  examples(
    ["agentgauge audit example.com --local", "audit the home page from this machine (https:// is assumed)"],
    ["agentgauge audit https://docs.example.com --local --profile docs", "judge a documentation site"],
    ["agentgauge audit example.com --local --max-pages 20", "measure up to 20 pages of the site"],
    ["agentgauge audit example.com --checks robots-txt,llms-txt,sitemap", "run only some checks"],
    ["agentgauge audit example.com --json > report.json", "save the full Audit report as JSON"],
    ["agentgauge audit example.com --local --agent claude-code", "what Claude Code's WebFetch receives: verdict, reason and the text it keeps"],
    ["agentgauge audit example.com --assert score=80 --assert llms-txt=100 --assert category:content=70", "fail a CI job (exit 1) unless every assertion holds"],
    ["agentgauge audit example.com --assert robots-txt=pass --assert sitemap=warn", "require a status: pass, or warn and better"],
    ["agentgauge audit docs.example.com --preset docs --assert llms-full-txt=pass", "a preset's assertions, one of them replaced"],
    ["agentgauge audit example.com --assert openapi=100 --strict", "fail unless openapi applies to the site and scores 100"],
    ["agentgauge audit example.com --format sarif --output agentgauge.sarif", "SARIF for code scanning; the readable summary still prints"],
    ['agentgauge audit example.com --format markdown >> "$GITHUB_STEP_SUMMARY"', "a summary table for a CI job page or a pull request"],
    ["agentgauge audit example.com --baseline report.json --fail-on-regression", "exit 1 when any check regressed since report.json"],
    ["agentgauge audit example.com --baseline latest --fail-on-regression", "remote mode: compare with the site's latest scan on the service"],
    ["agentgauge audit --config ci/agentgauge.config.json", "URLs, options and assertions from a file"],
    ["AGENTGAUGE_API_KEY=ag_... agentgauge audit example.com", "run on the Agent Gauge service instead of locally"],
    ["agentgauge audit http://127.0.0.1:3000/ --local --allow-private-targets", "audit a site on your own machine"],
    ["agentgauge audit http://127.0.0.1:4000/ --local --browser --allow-private-targets=127.0.0.1:4000", "render it in a local Chromium; only that origin is allowed"]
  ),
  `Where it runs:
  With an API key (--api-key or AGENTGAUGE_API_KEY) the audit runs on the Agent Gauge service
  (POST /api/v1/engine/audit; start page only, public http(s) targets on ports 80 and 443).
  Without a key, or with --local, it runs on this machine and says so on stderr.
  --max-pages, --allow-private-targets and --browser exist only locally.
  --browser renders each page in Chromium/Chrome (the path given, else AGENTGAUGE_BROWSER or CHROME_PATH, else the
  usual install paths; never a downloaded browser) through playwright-core, an optional package. Every request the
  page makes goes through the same SSRF rules as the engine's own; findings then say view "rendered" or "raw".`,
  `Output:
  --format text (default): a readable report on stdout (colours when stdout is a terminal and NO_COLOR is
  unset). json: the Audit report itself (an array of reports for several URLs). markdown: a summary table
  for $GITHUB_STEP_SUMMARY or a pull-request comment. sarif: SARIF 2.1.0 for code scanning (one rule per
  check, one result per warning or failure). junit: JUnit XML (one testsuite per URL, one testcase per check).
  --output <file> writes the format to the file and prints the readable report on stdout;
  --output <format>:<file> (repeatable) writes other formats of the same audit, e.g.
  --output sarif:agentgauge.sarif --output markdown:summary.md --output json:report.json.
  A check that does not apply to the site is never shown as a failure, in any format.
  Top fixes are ordered by the points each check returns when it reaches 100:
  (100 - score) * weight / total weight of the counted checks.
  Progress of multi-page audits, failed assertions and all errors go to stderr.`,
  `Assertions:
  --assert ${ASSERTION_FORMS}. A score assertion needs at least that score
  (a page check's mean over the pages in a site audit); "pass" needs the check to pass, "warn" a warning
  or a pass. Each failed assertion prints one line on stderr; the run exits 1. --min-score <n> is
  --assert score=<n>. A check or category that does not apply to the site is not judged: the run counts
  "N met, N failed, N not judged" and exits 0 for it, unless --strict (config "strict": true) makes it fail.
  Under --profile auto, an --assert on a check that auto-detection dropped says so on stderr.
  --preset <name> (${PRESET_NAMES.join(", ")}) adds a documented set ("agentgauge checks --presets");
  an --assert or config entry of the same key replaces the preset's.`,
  `Config file:
  agentgauge.config.json in the working directory, or --config <file>: the flags' options in camelCase
  (urls, local, profile, checks, timeout, retries, maxPages, allowPrivateTargets, browser, format, output, minScore,
  preset, strict, baseline, failOnRegression, baseUrl) and "assert": {"score": 80, "llms-txt": 100, "robots-txt": "pass"}.
  Flags win over the file; paths in the file are relative to it. Several URLs give one report each.`,
  `${EXIT_CODES_HELP}
  With several URLs, an audit that could not run gives its exit code (3, 4 or 5) after the others ran.
  Remote errors: the API's refusal of a target exits 3, an unreachable target 4, other invalid
  input (HTTP 400/413) 2, and key, plan, rate-limit or service errors 5; each prints the HTTP status.`,
  ENVIRONMENT_HELP
);
var collect = (value, previous = []) => [...previous, value];
function registerAuditCommand(program2) {
  const command = program2.command("audit").description(`Measure how ready a website is for AI agents (${CHECK_COUNT} checks) and print the report.`).argument("[urls...]", 'the pages to audit; https:// is added when no scheme is given (default: "urls" of the config file)').option("--local", "run the audit on this machine even when an API key is configured").option("--profile <profile>", `which checks count: ${REQUESTABLE_PROFILES.join(", ")} (default auto)`, parseProfile).option("--checks <ids>", 'comma-separated check ids to run (default all; see "agentgauge checks")', parseCheckIds).option(
    "--timeout <ms>",
    `per-request timeout in milliseconds, ${timeout.min}-${timeout.max} (default ${DEFAULTS.timeout})`,
    integerFlag(timeout.min, timeout.max)
  ).option("--retries <n>", `retries per request, ${retries.min}-${retries.max} (default ${DEFAULTS.retries})`, integerFlag(retries.min, retries.max)).option(
    "--max-pages <n>",
    `pages to measure, start page included, ${maxPages.min}-${maxPages.max} (default ${DEFAULTS.maxPages}; local only)`,
    integerFlag(maxPages.min, maxPages.max)
  ).addOption(new Option("--format <format>", "output format (default text)").choices(FORMATS)).option("--json", "the same as --format json: the Audit report as JSON on stdout").option("--agent <id>", "print what this agent profile receives (claude-code, cursor, codex, chatgpt, gemini, perplexity, mcp-fetch, browser): its verdict, why, and the text it keeps", parseAgent).option(
    "--output <file>",
    "write the output format to this file, the readable report still printing on stdout (repeatable; <format>:<file> writes another format)",
    collect
  ).option("--assert <assertion>", `exit 1 unless it holds (repeatable): ${ASSERTION_FORMS}`, collect).option("--preset <name>", `assertions of a preset (repeatable): ${PRESET_NAMES.join(", ")}; --assert replaces its entries (see "agentgauge checks --presets")`, parsePreset).option("--strict", "an assertion that could not be judged (its check does not apply to the site) fails the run").option("--min-score <n>", "exit with code 1 when the overall score is below n (0-100); same as --assert score=<n>", integerFlag(0, 100)).option(
    "--baseline <report.json|latest>",
    "compare with an earlier Audit report (--format json output), or in remote mode with the latest scan of the site on the service, and print what changed"
  ).option("--fail-on-regression", "with --baseline: exit 1 when any check regressed or an agent lost a journey").option("--config <file>", "read URLs, options and assertions from this file (default: ./agentgauge.config.json if present)").option(
    "--allow-private-targets [host:port,...]",
    "allow localhost, private networks and any port, or only the listed host:port origins (local only; for testing)",
    parsePrivateTargetsFlag
  ).option(
    "--browser [path]",
    "render each page in a local Chromium/Chrome for the rendered view: WebMCP tools registered by scripts, the accessibility tree, content added by JavaScript (local only; needs playwright-core)"
  ).option("--dns-server <host:port>", "ask this DNS server for every lookup of the audit, DNS-AID records included (repeatable; local only; default AGENTGAUGE_DNS_SERVERS, else the system's)", collect);
  addConnectionOptions(command);
  command.addHelpText("after", AUDIT_HELP).action(async (inputs, flags) => {
    const catalog = await loadCatalog();
    const settings = await resolveAuditSettings(inputs, flags, catalog);
    await runAudits(settings, catalog);
  });
}

// bin/cli/check-details.ts
function columns(rows) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  return rows.map((row) => row.map((cell2, column) => column === row.length - 1 ? cell2 : cell2.padEnd(widths[column])).join("  ").trimEnd());
}
function capsLines(entry) {
  return [
    ...entry.limits.map((limit) => describeLimit(limit)),
    ...entry.environment.map((setting) => `${setting.name}=${setting.value}: ${setting.meaning}`)
  ];
}
function checkDetails(entry, style) {
  const weight = entry.informational ? "informational (measured, never counted)" : `weight ${entry.weight}`;
  const profiles = entry.profiles.includes("base") ? "every profile" : `profiles ${entry.profiles.join(", ")}`;
  const lines = [
    `${style.bold(entry.id)}  ${entry.name}  (${entry.category}, ${entry.scope})`,
    `  ${entry.description}`,
    `  ${weight}; counts in ${profiles}`
  ];
  const caps = capsLines(entry);
  if (caps.length > 0) lines.push("", "  Limits and settings:", ...caps.map((line) => `    ${line}`));
  lines.push("", "  Finding codes:", ...columns(entry.codes.map((code2) => [code2.code, code2.statuses?.join("/") ?? "", code2.meaning])).map((line) => `    ${line}`));
  return `${lines.join("\n")}
`;
}
function capsText(entries, style) {
  return entries.map((entry) => ({ entry, caps: capsLines(entry) })).filter(({ caps }) => caps.length > 0).map(({ entry, caps }) => `${style.bold(entry.id)}
${caps.map((line) => `  ${line}`).join("\n")}
`).join("\n");
}

// bin/cli/checks-command.ts
var CHECKS_HELP = sections(
  examples(
    ["agentgauge checks", "list every check with its category, scope, weight and profiles"],
    ["agentgauge checks --json", "the catalog as JSON (ids, names, descriptions, weights, profiles, codes, limits, environment)"],
    ["agentgauge checks api-catalog", "one check in full: its limits, environment variables and finding codes with their statuses"],
    ["agentgauge checks --caps", "every check's caps and budgets, and the environment variables that change them"],
    ["agentgauge checks --presets", "the assertion presets of audit --preset, each with its assertions"],
    ["agentgauge checks --agents", "the agent profiles the reports speak for, every value with its source (--json: as JSON)"],
    [`agentgauge audit example.com --checks $(agentgauge checks --json | jq -r 'map(select(.category=="Discovery").id) | join(",")')`, "audit only the Discovery checks"]
  ),
  `Columns:
  WEIGHT    weight in the cost-and-coverage half of the score (scorecard ${SCORECARD_VERSION}); "gate" = counted in
            Access from the agent views, "bonus" = an emerging standard that can only add, "info" = informational
  GRADE     evidence grade: A success outcome, B cost outcome, C mechanism, 0 none found, N controlled null
  PROFILES  "base" = counted for every site; otherwise the site profiles (--profile) that make it count
  SCOPE     origin = measured once per site; page = measured on each page (site audits average the pages)`,
  `Exit codes:
  0  done
  2  usage error (an unknown check id)`
);
function table(entries, style) {
  const header = ["ID", "NAME", "CATEGORY", "SCOPE", "WEIGHT", "GRADE", "PROFILES"];
  const rows = entries.map((entry) => [
    entry.id,
    entry.name,
    entry.category,
    entry.scope,
    weightLabel(entry),
    entry.evidence.grade === "gate" || entry.evidence.grade === "emerging" ? "-" : entry.evidence.grade,
    entry.profiles.join(", ")
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells) => cells.map((cell2, column) => column === cells.length - 1 ? cell2 : cell2.padEnd(widths[column])).join("  ");
  return [style.bold(line(header)), ...rows.map(line)].join("\n") + "\n";
}
function weightLabel(entry) {
  if (entry.evidence.grade === "gate") return "gate";
  if (entry.evidence.grade === "emerging") return entry.informational ? "info, bonus" : "bonus";
  return entry.informational ? "info" : String(entry.weight);
}
function sourced(fact) {
  return fact.value === "unknown" ? "unknown" : typeof fact.value === "number" ? fact.value.toLocaleString("en-US") : String(fact.value);
}
function agentsText(style) {
  const facts = (profile) => [
    ["Accept", sourced(profile.accept), profile.accept.source],
    ["runs JavaScript", sourced(profile.runsJavaScript), profile.runsJavaScript.source],
    ["obeys robots.txt", sourced(profile.obeysRobots), profile.obeysRobots.source],
    ["text", sourced(profile.conversion), profile.conversion.source],
    ["characters kept", sourced(profile.charactersKept), profile.charactersKept.source],
    ["follows Markdown alternate", sourced(profile.followsMarkdownAlternate), profile.followsMarkdownAlternate.source]
  ];
  const blocks = AGENT_PROFILES.map(
    (profile) => [
      `${style.bold(profile.id)}  ${profile.name}${profile.namesItselfAsAgent ? "" : style.dim(" (browser-like User-Agent: cannot be told from people)")}`,
      ...profile.userAgents.map((variant, index) => `  User-Agent${index === 0 ? " (sent)" : " (also reported)"}: ${variant.userAgent}
    ${style.dim(variant.source)}`),
      ...facts(profile).map(([name, value, source]) => `  ${name}: ${value}
    ${style.dim(source)}`)
    ].join("\n")
  );
  const crawlers = `${style.bold("crawlers")}  ${CRAWLER_POLICY_CLASS.name}: ${CRAWLER_POLICY_CLASS.tokens.join(", ")}
  ${CRAWLER_POLICY_CLASS.meaning}
    ${style.dim(CRAWLER_POLICY_CLASS.source)}`;
  return `${[...blocks, crawlers].join("\n\n")}
`;
}
function presetsList() {
  return PRESET_NAMES.map((name) => {
    const preset = ASSERTION_PRESETS[name];
    return {
      name,
      description: preset.description,
      extends: "extends" in preset ? preset.extends : null,
      assert: Object.fromEntries(presetAssertions(name))
    };
  });
}
function presetsText(style) {
  return presetsList().map((preset) => {
    const inherited = preset.extends ? style.dim(` (${preset.extends} plus its own)`) : "";
    const assertions = Object.entries(preset.assert).map(([key, value]) => `${key}=${value}`);
    return `${style.bold(preset.name)}${inherited}  ${preset.description}
  ${assertions.join(" ")}
`;
  }).join("\n");
}
function registerChecksCommand(program2) {
  program2.command("checks").argument("[ids...]", "show these checks in full (limits, environment variables, finding codes)").description(`List the ${CHECK_COUNT} checks: ids, names, categories, scopes, weights and profiles; or some in full.`).option("--json", "print the catalog (or the named checks) as JSON on stdout").option("--caps", "list every check's caps, budgets and environment variables").option("--presets", 'list the assertion presets of "audit --preset" instead (with --json: as JSON)').option("--agents", "list the agent profiles the reports speak for, every value with its source (with --json: as JSON)").addHelpText("after", CHECKS_HELP).action(async (ids, flags) => {
    if (flags.agents) {
      const json = { scorecard: SCORECARD_VERSION, profiles: AGENT_PROFILES, crawlers: CRAWLER_POLICY_CLASS };
      process.stdout.write(flags.json ? `${JSON.stringify(json, null, 2)}
` : agentsText(styleFor(process.stdout)));
      return;
    }
    if (flags.presets) {
      process.stdout.write(flags.json ? `${JSON.stringify(presetsList(), null, 2)}
` : presetsText(styleFor(process.stdout)));
      return;
    }
    const catalog = await loadCatalog();
    const unknown = ids.filter((id) => !catalog.isCheckId(id));
    if (unknown.length > 0) throw usageError(`unknown check id${unknown.length === 1 ? "" : "s"}: ${unknown.join(", ")} (run "agentgauge checks" for the list)`);
    const entries = ids.length > 0 ? catalog.entries.filter((entry) => ids.includes(entry.id)) : catalog.entries;
    const style = styleFor(process.stdout);
    if (flags.json) process.stdout.write(`${JSON.stringify(entries, null, 2)}
`);
    else if (flags.caps) process.stdout.write(capsText(entries, style));
    else if (ids.length > 0) process.stdout.write(entries.map((entry) => checkDetails(entry, style)).join("\n"));
    else process.stdout.write(table(entries, style));
  });
}

// bin/cli/admin-elsewhere.ts
var ADMIN_ELSEWHERE = `admin commands need the service's database and are not part of @agentgauge/cli: run "bin/agentgauge admin ..." in the Agent Gauge service checkout (with its DATABASE_URL or DATA_DIR)`;
function registerAdminCommands(program2) {
  program2.command("admin").description("Operators' commands: they live in the Agent Gauge service checkout (bin/agentgauge admin), not in this package.").helpOption(false).allowUnknownOption().allowExcessArguments().argument("[command...]").action(() => {
    throw usageError(ADMIN_ELSEWHERE);
  });
}

// bin/cli/journeys-command.ts
var JOURNEYS_HELP = sections(
  examples(
    ['agentgauge journeys example.com --local --journey "What does the Pro plan cost? => $29"', "can each agent find the answer?"],
    ["agentgauge journeys example.com --local --config agentgauge.config.json --json", `the config file's "journeys", as JSON`],
    ['agentgauge journeys http://127.0.0.1:3000/ --local --allow-private-targets --journey "Opening hours? => 9am"', "a site on your own machine"]
  ),
  `Journeys:
  A journey is a question and its answer: --journey "<question> => <answer>" (repeatable), or the config file's
  "journeys" (name, question, answer, start). Each runs, from its start page, for every user-triggered agent
  profile (the browser profile only with --browser): found (hops, URL, the quoted sentence), or the reason this
  agent did not find it and a finding code. Journeys run on this machine only (--local): the service's engine
  audit takes none. The run exits 0 whatever the results, unless --assert journey:<name>=found (repeatable; also
  in "agentgauge audit") names a journey some profile did not find: then 1. With no journey it exits 2.
  --json prints {"url", "engine", "scorecard", "journeys": [{"name", "question", "results": [{"profile", "found",
  "hops", "url", "quote", "reason", "code"}]}]}.`,
  EXIT_CODES_HELP,
  ENVIRONMENT_HELP
);
var collect2 = (value, previous = []) => [...previous, value];
function journeysOutput(url, engine, scorecard, journeys) {
  return {
    url,
    engine,
    scorecard: scorecard ?? null,
    journeys: journeys.map((journey) => ({
      name: journey.name,
      question: journey.question,
      results: journey.results.map(({ profile, found, hops, url: at, quote, reason, code: code2 }) => ({ profile, found, hops, url: at, quote, reason, code: code2 }))
    }))
  };
}
function journeysText(output) {
  const lines = [`Journeys on ${output.url} (engine ${output.engine}${output.scorecard ? `, scorecard ${output.scorecard}` : ""})`, "", ...journeyGridLines(output.journeys)];
  return `${lines.join("\n")}
`;
}
function registerJourneysCommand(program2) {
  const command = program2.command("journeys").description("Can each AI agent find the answer? Run journeys (a question and its answer) for every agent profile, on this machine.").argument("<url>", "the start page; https:// is added when no scheme is given").option("--local", "run on this machine (journeys always do; the service's engine audit takes none)").option("--config <file>", 'read "journeys" and options from this file (default: ./agentgauge.config.json if present)').option("--journey <journey>", `a journey, "<question> => <answer>" (repeatable; added to the config file's)`, collect2).option("--browser [path]", "render pages in a local Chromium/Chrome: adds the browser profile (needs playwright-core)").option(
    "--allow-private-targets [host:port,...]",
    "allow localhost, private networks and any port, or only the listed host:port origins (for testing)",
    parsePrivateTargetsFlag
  ).option("--assert <assertion>", "exit 1 unless it holds (repeatable): journey:<name>=found, or any of audit's", collect2).option("--json", 'print {"url", "engine", "scorecard", "journeys"} as JSON');
  addConnectionOptions(command);
  command.addHelpText("after", JOURNEYS_HELP).action(async (input, flags) => {
    const catalog = await loadCatalog();
    const settings = await resolveAuditSettings([input], { ...flags, json: void 0 }, catalog);
    if (settings.connection) {
      throw usageError("journeys run on this machine only (the service's engine audit takes no journeys): add --local");
    }
    const { assertRunnablePatterns, resolveJourneys } = await import("./chunks/journeys-input-HRJ527R2.mjs");
    const journeys = resolveJourneys(settings.engine.journeys ?? [], flags.journey ?? []);
    if (journeys.length === 0) {
      throw usageError('no journeys to run: add --journey "<question> => <answer>" or list "journeys" in the config file');
    }
    const { keepCompiledEngine, loadEngine: loadEngine2 } = await import("./chunks/engine-452IFXM2.mjs");
    const engine = await loadEngine2();
    if (journeys.some((journey) => typeof journey.answer === "object" && !Array.isArray(journey.answer))) {
      await engine.loadJourneyPatterns();
      assertRunnablePatterns(journeys, engine.journeyPatternRefusal);
    }
    if (settings.localByDefault) process.stderr.write("agentgauge: no API key (--api-key or AGENTGAUGE_API_KEY), so the journeys run locally on this machine\n");
    const report = await runLocalAudit(engine, settings.urls[0], { ...settings.engine, journeys });
    keepCompiledEngine(true);
    const output = journeysOutput(report.url, report.engine, report.scorecard, report.journeys ?? []);
    process.stdout.write(flags.json ? `${JSON.stringify(output, null, 2)}
` : journeysText(output));
    const failed = evaluateAssertions(settings.assertions, report, catalog.entries, settings.strict).filter((result) => result.failsRun);
    for (const result of failed) process.stderr.write(`agentgauge: assertion failed: ${result.message}
`);
    if (failed.length > 0) throw new CliError(EXIT.assertionFailed, "");
  });
}

// bin/cli/reads-command.ts
var import_node_fs5 = __toESM(require_node_fs(), 1);

// bin/cli/remote-command.ts
var REMOTE_EXIT_HELP = `${EXIT_CODES_HELP}
  These commands need an API key (exit 2 without one). API errors print as one line with the HTTP status.`;
function addRemoteOptions(command, ...helpExamples) {
  command.option("--json", "print the API's JSON body unchanged on stdout");
  addConnectionOptions(command);
  return command.addHelpText("after", sections(examples(...helpExamples), REMOTE_EXIT_HELP, ENVIRONMENT_HELP));
}
function clientFor(flags) {
  return new ApiClient(requireConnection(flags));
}
function printResult(flags, body, readable) {
  const text = flags.json ? JSON.stringify(body, null, 2) : readable(body).join("\n");
  process.stdout.write(`${text}
`);
}
function table2(header, rows) {
  const cells = [header, ...rows.map((row) => row.map((cell2) => cell2 === null || cell2 === void 0 ? "-" : String(cell2)))];
  const widths = header.map((_, column) => Math.max(...cells.map((row) => row[column]?.length ?? 0)));
  return cells.map(
    (row) => row.map((cell2, column) => column === row.length - 1 ? cell2 : cell2.padEnd(widths[column] ?? 0)).join("  ").trimEnd()
  );
}

// bin/cli/reads-command.ts
var SITE_ID = ["<siteId>", 'the site id (see "agentgauge sites")'];
function siteCommand(program2, name, description) {
  return program2.command(name).description(`${description} (API key needed).`).argument(...SITE_ID);
}
function comparisonLines(body) {
  const sign = body.scoreDelta > 0 ? "+" : "";
  const lines = [
    `${body.host}: ${body.before.score ?? "-"} -> ${body.after.score ?? "-"} (${sign}${body.scoreDelta}), scans ${body.before.id} -> ${body.after.id}`,
    ...body.warnings.map((warning) => `warning: ${warning}`)
  ];
  const changed = body.changes.filter((change) => change.scoreDelta !== 0);
  if (changed.length > 0) {
    lines.push(...table2(["CHECK", "BEFORE", "AFTER", "DELTA", "CHANGE"], changed.map((c) => [c.checkId, c.before?.score, c.after?.score, c.scoreDelta, c.change])));
  } else {
    lines.push("No check changed its score.");
  }
  return lines;
}
function registerReport(program2) {
  addRemoteOptions(
    siteCommand(program2, "report", "Print the latest stored report of one site"),
    ["agentgauge report <siteId>", "score, grade and every check of the latest scan"],
    ["agentgauge report <siteId> --json", "the full report, pages included, as JSON"]
  ).action(async (siteId, flags) => {
    const report = await clientFor(flags).siteReport(siteId);
    printResult(flags, report, (body) => [
      `${body.host}: score ${body.score}/100, grade ${body.grade.label} (scan ${body.scanId}, ${body.scannedAt})`,
      ...table2(["CHECK", "SCORE", "NAME"], body.results.map((result) => [result.id, result.score, result.name]))
    ]);
  });
}
function registerHistory(program2) {
  const command = siteCommand(program2, "history", "List the finished scans of one site, newest first").option("--limit <n>", "scans per page, 1-50 (without --limit and --offset: the 100 newest)", integerFlag(1, 50)).option("--offset <n>", 'scans to skip, 0-10000 (the "next" line of the previous page says where to go on)', integerFlag(0, 1e4));
  addRemoteOptions(
    command,
    ["agentgauge history <siteId>", "scores and engine versions over time"],
    ["agentgauge history <siteId> --limit 10", "the ten newest scans, and the command for the next ten"],
    ["agentgauge history <siteId> --json", "the same as JSON (nextOffset says where the next page starts)"]
  ).action(async (siteId, flags) => {
    const history = await clientFor(flags).history(siteId, { limit: flags.limit, offset: flags.offset });
    printResult(flags, history, (body) => {
      if (body.scans.length === 0) {
        return [flags.offset ? `${body.host} has no finished scan past offset ${flags.offset}.` : `${body.host} has no finished scan yet.`];
      }
      const rows = table2(["SCAN", "FINISHED", "SCORE", "PAGES", "ENGINE", "TRIGGER"], body.scans.map((s) => [s.id, s.finishedAt, s.score, s.pageCount, s.engine, s.trigger]));
      if (body.nextOffset === null) return rows;
      const limit = flags.limit ? ` --limit ${flags.limit}` : "";
      return [...rows, `next: agentgauge history ${siteId}${limit} --offset ${body.nextOffset}`];
    });
  });
}
function registerCompare(program2) {
  const command = siteCommand(program2, "compare", "Compare two finished scans of one site (default: the latest two)").option("--before <scanId>", 'the earlier scan (see "agentgauge history")').option("--after <scanId>", "the later scan");
  addRemoteOptions(
    command,
    ["agentgauge compare <siteId>", "what changed between the latest two scans"],
    ["agentgauge compare <siteId> --before <scanId> --after <scanId>", "compare two chosen scans"]
  ).action(async (siteId, flags) => {
    const comparison = await clientFor(flags).compare(siteId, { before: flags.before, after: flags.after });
    printResult(flags, comparison, comparisonLines);
  });
}
function registerFixes(program2) {
  const command = siteCommand(program2, "fixes", "List the open fixes of one site, or print the whole fix of one check").argument(
    "[checkId]",
    "a check id: print its fix as prose"
  );
  addRemoteOptions(
    command,
    ["agentgauge fixes <siteId>", "open work, ordered by the points each fix returns"],
    ["agentgauge fixes <siteId> llms-txt", "the whole fix of the llms-txt check"]
  ).action(async (siteId, checkId, flags) => {
    const client = clientFor(flags);
    if (checkId) {
      printResult(flags, await client.fixGuide(siteId, checkId), (body) => [body.fix]);
      return;
    }
    printResult(
      flags,
      await client.fixes(siteId),
      (body) => body.fixes.length === 0 ? [body.scanId ? "Nothing to fix: every counted check scores 100." : "No finished scan yet."] : table2(["GAIN", "CHECK", "FIX"], body.fixes.map((fix) => [fix.gain, fix.checkId, fix.headline]))
    );
  });
}
function registerArtifact(program2) {
  const command = siteCommand(program2, "artifact", "Print a file generated for one site (e.g. llms-txt)").argument("<kind>", "which file, e.g. llms-txt, robots-txt, sitemap-xml").option("--out <file>", "write the file here instead of stdout");
  addRemoteOptions(
    command,
    ["agentgauge artifact <siteId> llms-txt --out llms.txt", "save the generated llms.txt; where to serve it goes to stderr"],
    ["agentgauge artifact <siteId> robots-txt", "print the generated robots.txt"]
  ).action(async (siteId, kind, flags) => {
    const artifact = await clientFor(flags).artifact(siteId, kind);
    if (flags.json) {
      printResult(flags, artifact, () => []);
      return;
    }
    if (flags.out) {
      try {
        (0, import_node_fs5.writeFileSync)(flags.out, artifact.body);
      } catch (error) {
        throw new CliError(EXIT.failure, `could not write ${flags.out}: ${error instanceof Error ? error.message : String(error)}`);
      }
      process.stderr.write(`agentgauge: wrote ${flags.out}
`);
    } else {
      process.stdout.write(artifact.body.endsWith("\n") ? artifact.body : `${artifact.body}
`);
    }
    const headers = Object.entries(artifact.headers).map(([name, value]) => `${name}: ${value}`);
    const paths = [artifact.path, ...artifact.alsoServeAt ?? []].join(" and at ");
    process.stderr.write(`agentgauge: serve it at ${paths} with ${headers.join("; ") || "no extra headers"}
`);
  });
}
function registerVerifications(program2) {
  addRemoteOptions(
    siteCommand(program2, "verifications", "List whether advised fixes were verified by later scans"),
    ["agentgauge verifications <siteId>", "pending, verified and expired fixes"],
    ["agentgauge verifications <siteId> --json", "the same as JSON"]
  ).action(async (siteId, flags) => {
    const list = await clientFor(flags).verifications(siteId);
    printResult(
      flags,
      list,
      (body) => body.verifications.length === 0 ? [`${body.host} has no verification records yet.`] : table2(["CHECK", "STATUS", "BASELINE", "OBSERVED", "GAINED", "ADVISED"], body.verifications.map((v) => [v.checkId, v.status, v.baselineScore, v.observedScore, v.gained, v.advisedAt]))
    );
  });
}
function registerReadCommands(program2) {
  registerReport(program2);
  registerHistory(program2);
  registerCompare(program2);
  registerFixes(program2);
  registerArtifact(program2);
  registerVerifications(program2);
}

// bin/cli/scan-command.ts
var import_promises = __toESM(require_promises(), 1);
var FALLBACK_POLL_SECONDS = 2;
var DEFAULT_WAIT_SECONDS = 600;
var MAX_WAIT_SECONDS = 86400;
async function waitForScan(client, scanId, timeoutSeconds) {
  const deadline = Date.now() + timeoutSeconds * 1e3;
  let lastStatus = "";
  for (; ; ) {
    const poll = await client.pollScan(scanId);
    if (poll.status !== lastStatus) {
      process.stderr.write(`agentgauge: scan ${scanId} ${poll.status}
`);
      lastStatus = poll.status;
    }
    if (poll.status !== "queued" && poll.status !== "running") return poll;
    const remainingMs = deadline - Date.now();
    if (remainingMs <= 0) {
      throw new CliError(
        EXIT.waitTimedOut,
        `gave up waiting after ${timeoutSeconds} s: scan ${scanId} is still ${poll.status} (it goes on; follow it with GET /api/v1/me/scans/${scanId})`
      );
    }
    const seconds2 = poll.pollAfterSeconds !== void 0 && poll.pollAfterSeconds > 0 ? poll.pollAfterSeconds : FALLBACK_POLL_SECONDS;
    await (0, import_promises.setTimeout)(Math.min(seconds2 * 1e3, remainingMs));
  }
}
function settledLines(scanId, poll) {
  if (poll.status !== "succeeded" || !poll.report) return [`Scan ${scanId}: ${poll.status}`];
  const { report } = poll;
  return [`Scan ${scanId} succeeded: score ${report.score}/100, grade ${report.grade.label} over ${report.pageCount} page(s).`];
}
function registerScanCommand(program2) {
  const command = program2.command("scan").description("Start a stored scan of one of the organization's sites (API key needed).").argument("<siteId>", 'the site id (see "agentgauge sites")').option("--wait", "poll until the scan settles, then print its score; exit 5 when the scan failed").option(
    "--timeout <seconds>",
    `with --wait, give up after this many seconds, 1-${MAX_WAIT_SECONDS} (default ${DEFAULT_WAIT_SECONDS}); exit 6 when the scan is still queued or running`,
    integerFlag(1, MAX_WAIT_SECONDS),
    DEFAULT_WAIT_SECONDS
  );
  addRemoteOptions(
    command,
    ["agentgauge scan <siteId>", "queue a scan and print its id"],
    ["agentgauge scan <siteId> --wait", "wait for the score (progress on stderr)"],
    ["agentgauge scan <siteId> --wait --json", "print the settled scan as JSON"],
    ["agentgauge scan <siteId> --wait --timeout 120", "wait at most two minutes (exit 6 if the scan has not settled)"]
  ).action(async (siteId, flags) => {
    const client = clientFor(flags);
    const queued = await client.startScan(siteId);
    if (!flags.wait) {
      printResult(flags, queued, (body) => [
        `Scan ${body.scanId} ${body.status}.`,
        `Follow it with: agentgauge scan ${siteId} --wait, or read GET ${body.pollUrl}`
      ]);
      return;
    }
    const settled = await waitForScan(client, queued.scanId, flags.timeout);
    printResult(flags, settled, (body) => settledLines(queued.scanId, body));
    if (settled.status === "failed") throw new CliError(EXIT.failure, `scan ${queued.scanId} failed: ${settled.error ?? "no reason given"}`);
  });
}

// bin/cli/sites-command.ts
function siteRows(sites) {
  if (sites.length === 0) return ["No sites yet. Add one with: agentgauge sites add <url>"];
  return table2(
    ["ID", "HOST", "LATEST", "PREVIOUS", "SCANNED"],
    sites.map((site) => [site.id, site.host, site.latestScore, site.previousScore, site.latestScannedAt])
  );
}
function registerSitesCommands(program2) {
  const sites = program2.command("sites").description("List the organization's sites with their latest and previous scores (API key needed).").enablePositionalOptions();
  addRemoteOptions(
    sites,
    ["agentgauge sites", "list your sites and their scores"],
    ["agentgauge sites --json", "the same as JSON"],
    ["agentgauge sites add https://example.com/", "add a site"]
  ).action(async (flags) => {
    const list = await clientFor(flags).listSites();
    printResult(flags, list, (body) => siteRows(body.sites));
  });
  const add = sites.command("add").description("Add a site to the organization (API key needed).").argument("<url>", "the start page of the site, e.g. https://example.com/");
  addRemoteOptions(
    add,
    ["agentgauge sites add https://example.com/", "add a site; prints its id for `agentgauge scan <siteId>`"],
    ["agentgauge sites add https://example.com/ --json", "the created site as JSON"]
  ).action(async (url, flags) => {
    const site = await clientFor(flags).addSite(url);
    printResult(flags, site, (body) => [
      `Added ${body.host} (${body.url}) with id ${body.id}.`,
      `Scan it with: agentgauge scan ${body.id} --wait`
    ]);
  });
}

// bin/cli/program.ts
var PROGRAM_HELP = sections(
  examples(
    ["agentgauge audit example.com --local", "audit a site from this machine"],
    ["agentgauge audit example.com --json --min-score 75", "JSON report; exit 1 when the score is below 75"],
    ["agentgauge checks", `list the ${CHECK_COUNT} checks`],
    ["agentgauge sites", "your organization's sites (API key needed)"],
    ["agentgauge scan <siteId> --wait", "scan one of your sites on the service and print its score"],
    ["agentgauge admin --help", "operators' commands on the service's database"],
    ["agentgauge audit --help", "everything about one command"]
  ),
  EXIT_CODES_HELP,
  ENVIRONMENT_HELP
);
function oneLine(message) {
  return message.replace(/^error:\s*/i, "").replace(/\s*\n\s*/g, " ").trim();
}
function createProgram() {
  const program2 = new Command().name("agentgauge").description("Agent Gauge: measure how ready a website is for AI agents.").version(package_default.version, "-v, --version", "print the version").helpOption("-h, --help", "show help").showSuggestionAfterError(true).enablePositionalOptions().configureOutput({ outputError: (message, write) => write(`agentgauge: ${oneLine(message)}
`) }).exitOverride((error) => {
    throw new CommanderError(error.exitCode === 0 ? EXIT.ok : EXIT.usage, error.code, error.message);
  }).addHelpText("after", PROGRAM_HELP);
  registerAuditCommand(program2);
  registerChecksCommand(program2);
  registerJourneysCommand(program2);
  registerSitesCommands(program2);
  registerScanCommand(program2);
  registerReadCommands(program2);
  registerAdminCommands(program2);
  return program2;
}

// bin/cli/main.ts
function fail(message) {
  process.stderr.write(`agentgauge: ${message.replace(/\s*\n\s*/g, " ").trim()}
`);
}
function exitCodeFor(error) {
  if (error instanceof CommanderError) return error.exitCode;
  if (error instanceof CliError) {
    if (error.message) fail(error.message);
    return error.exitCode;
  }
  if (error instanceof ApiError) {
    fail(describeApiError(error));
    return exitCodeForApiError(error);
  }
  const message = describeThrown(error);
  fail(`unexpected error: ${message}${process.env.AGENTGAUGE_DEBUG ? "" : " (set AGENTGAUGE_DEBUG=1 for details)"}`);
  if (process.env.AGENTGAUGE_DEBUG && error instanceof Error) process.stderr.write(`${error.stack}
`);
  return EXIT.failure;
}
async function main(argv) {
  try {
    await createProgram().parseAsync(argv);
    return EXIT.ok;
  } catch (error) {
    return exitCodeFor(error);
  }
}
process.stdout.on("error", (error) => {
  if (error.code === "EPIPE") process.exit(EXIT.ok);
  throw error;
});
var code = await main(process.argv);
process.stdout.write("", () => process.exit(code));
