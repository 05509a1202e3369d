/**
 * JMH benchmarks of the hot paths: turn generation (list and visitor), playing a turn, the Zobrist
 * key, perft and parsing. Run them from the shaded jar:
 *
 * <pre>{@code java -jar benchmarks/target/benchmarks.jar -f 1 -wi 2 -i 3 -w 1s -r 1s}</pre>
 */
@NullMarked
package io.github.fanorona.benchmarks;

import org.jspecify.annotations.NullMarked;
