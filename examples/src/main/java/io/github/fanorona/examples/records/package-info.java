/**
 * Small example programs that use the record readers and the validator of {@code
 * fanorona-notation}.
 */
@NullMarked
package io.github.fanorona.examples.records;

import org.jspecify.annotations.NullMarked;
