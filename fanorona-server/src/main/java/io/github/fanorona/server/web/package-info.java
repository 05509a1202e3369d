/**
 * The site itself: {@link io.github.fanorona.server.web.Site} makes the jobs over one database and
 * wires them to Javalin with the guards (security headers, JSON from the site's own pages, bounded
 * bodies and connections), the JSON mapping, the error answers and the static files; {@link
 * io.github.fanorona.server.web.PlaySite} is the command line. It depends on the jobs; no job
 * depends on it.
 */
@NullMarked
package io.github.fanorona.server.web;

import org.jspecify.annotations.NullMarked;
