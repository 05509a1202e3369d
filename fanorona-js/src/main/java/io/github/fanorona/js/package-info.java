/**
 * The JavaScript face of the library, compiled by TeaVM into the npm package {@code fanorona}: the
 * classes here are what a JavaScript program calls, and nothing else in the package is visible to
 * it. Each exported class wraps one of the library's values and speaks JavaScript's words: points,
 * turns and positions as text, sides and kinds as lower-case strings, absent values as {@code
 * null}, plain objects for results, and a JavaScript {@code Error} named {@code FanoronaError} for
 * the library's exceptions. The package's README and its {@code index.d.ts} document the same API
 * for JavaScript and TypeScript.
 *
 * <p>Two entry classes make two builds: {@link io.github.fanorona.js.Fanorona} (the whole package:
 * the rules, the records and the engine) and {@link io.github.fanorona.js.FanoronaRules} (the rules
 * and the clicks alone, for a page that needs nothing more and wants the smallest download).
 */
@NullMarked
package io.github.fanorona.js;

import org.jspecify.annotations.NullMarked;
