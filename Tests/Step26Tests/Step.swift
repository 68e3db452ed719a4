import Step26

/// The step under test: the shared suite reaches it through this name alone.
typealias ChangePasswordPresenter = Step26.ChangePasswordPresenter
