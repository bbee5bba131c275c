/** One skill we publish: its index entry's name and description (also its SKILL.md front matter) and its body. */
export interface SkillSource {
  /** 1–64 of [a-z0-9-], no leading, trailing or doubled hyphen (Agent Skills naming). */
  name: string;
  /** What the skill does and when to use it; at most 1024 characters, one line, no ": " (plain YAML scalar). */
  description: string;
  /** The Markdown after the front matter; absolute URLs built from the service's public origin. */
  body(origin: string): string;
}
