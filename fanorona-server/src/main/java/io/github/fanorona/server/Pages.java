package io.github.fanorona.server;

import gg.jte.ContentType;
import gg.jte.TemplateEngine;
import gg.jte.output.StringOutput;

/**
 * The site's pages: jte templates ({@code src/main/jte}) compiled to classes when the site is
 * built, so no template is read or parsed at run time, and every value put into a page is escaped
 * as HTML (as text or as an attribute) by the template itself.
 *
 * <pre>{@code Pages.render("clubpage.jte", view)   // "<!DOCTYPE html>\n<html lang=…"}</pre>
 */
public final class Pages {
  private static final TemplateEngine ENGINE = TemplateEngine.createPrecompiled(ContentType.Html);

  private Pages() {}

  /**
   * Renders a page.
   *
   * <pre>{@code Pages.render("player.jte", view)}</pre>
   *
   * @param template the template's name, such as {@code clubpage.jte}
   * @param model the page's values (the template's one parameter)
   * @return the page's HTML
   */
  public static String render(String template, Object model) {
    StringOutput out = new StringOutput();
    ENGINE.render(template, model, out);
    return out.toString();
  }
}
