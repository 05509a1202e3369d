/** Small example programs that use the library: random games and record reading. */
@NullMarked
package io.github.fanorona.examples;

import org.jspecify.annotations.NullMarked;
