/**
 * The play site: an embedded HTTP server ({@link io.github.fanorona.server.PlaySite}) with a play
 * page, a "How to play" guide and a JSON API over the library and the engine.
 */
@NullMarked
package io.github.fanorona.server;

import org.jspecify.annotations.NullMarked;
